// The home page's popup notices on a page without the app (ADR 049), as the app's
// (routes/home/popup-notices.tsx): the <dialog> opens once a session (shown, it is not shown again),
// one notice at a time, with previous/next and dots that wrap. The server renders every notice (the
// first shown, the others hidden) and the dots' labels in the page's language; <dialog> gives the
// focus trap, Escape and the inert page behind it. Without script the dialog stays closed: the notices
// are on /notice and in the ticker.
// Plain JavaScript, not TypeScript: Vite copies a `?url` import as it is.
(function enhancePopupNotices() {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhancePopupNotices);
    return;
  }
  var dialog = document.querySelector('dialog[data-enhance="popup-notices"]:not([data-enhanced])');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  var KEY = 'popup-notices-dismissed';
  var TITLE_ID = 'popup-notice-title';
  var parts = dialog.querySelectorAll('[data-popup-index]');
  var dots = dialog.querySelectorAll('[data-popup-dot]');
  var dotGroup = dialog.querySelector('[data-popup-dots]');
  var count = dots.length || 1;
  var index = 0;

  function rememberShown() {
    try {
      sessionStorage.setItem(KEY, '1');
    } catch {
      // Without storage the notice may show again on the next page load; it still closes now.
    }
  }
  function wasShown() {
    try {
      return sessionStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  }

  function show(next) {
    index = ((next % count) + count) % count;
    Array.prototype.forEach.call(parts, function (part) {
      var shown = Number(part.getAttribute('data-popup-index')) === index;
      part.hidden = !shown;
      var heading = part.querySelector('h2');
      if (heading) {
        if (shown) heading.id = TITLE_ID;
        else heading.removeAttribute('id');
      }
    });
    Array.prototype.forEach.call(dots, function (dot, i) {
      if (i === index) {
        dot.setAttribute('aria-current', 'true');
        if (dotGroup) dotGroup.setAttribute('aria-label', dot.getAttribute('data-position-label') || '');
      } else dot.removeAttribute('aria-current');
    });
  }

  dialog.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !dialog.contains(button)) return;
    if (button.hasAttribute('data-popup-close')) {
      rememberShown();
      dialog.close();
    } else if (button.hasAttribute('data-popup-step')) {
      show(index + Number(button.getAttribute('data-popup-step')));
    } else if (button.hasAttribute('data-popup-dot')) {
      show(Number(button.getAttribute('data-popup-dot')));
    }
  });
  // Escape.
  dialog.addEventListener('cancel', rememberShown);
  dialog.setAttribute('data-enhanced', '');
  if (wasShown() || dialog.open) return;
  dialog.showModal();
  rememberShown();
})();
