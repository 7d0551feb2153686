// The home page's notices ticker on a page without the app (ADR 049): its pause button (WCAG 2.2.2).
// The sliding, and its pauses on hover and focus, are CSS; the server renders the button hidden with
// its labels, icons and the list's paused class in data attributes (routes/home/notices-ticker.tsx).
// This shows it and makes it work. Without script the list slides (or, under reduced motion, scrolls
// by hand) and pauses on hover and focus.
// Plain JavaScript, not TypeScript: Vite copies a `?url` import as it is.
(function enhanceNoticesTicker() {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhanceNoticesTicker);
    return;
  }
  var ticker = document.querySelector('[data-enhance="notices-ticker"]:not([data-enhanced])');
  if (!ticker) return;
  var button = ticker.querySelector('button[data-ticker-pause]');
  var list = ticker.querySelector('ul');
  if (!button || !list) return;
  var icon = button.querySelector('path');
  var pausedClass = button.getAttribute('data-paused-class') || '';
  var paused = false;
  button.addEventListener('click', function () {
    paused = !paused;
    if (pausedClass) list.classList.toggle(pausedClass, paused);
    button.setAttribute('aria-pressed', String(paused));
    button.setAttribute(
      'aria-label',
      button.getAttribute(paused ? 'data-label-play' : 'data-label-pause') || '',
    );
    if (icon)
      icon.setAttribute('d', button.getAttribute(paused ? 'data-icon-play' : 'data-icon-pause') || '');
  });
  button.hidden = false;
  ticker.setAttribute('data-enhanced', '');
})();
