// The copy-link and print buttons of an item page that loads no app (ADR 030, ADR 037): a few hundred
// bytes of plain script, served as its own hashed file (the page's CSP allows 'self', never inline
// code). The server renders each button inside a hidden list item with its messages in data
// attributes (components/item-page/share-links.tsx); this shows the buttons the browser can honour and
// makes them work. Without script they stay hidden: the browser's own print and address bar remain.
// Plain JavaScript, not TypeScript: Vite copies a `?url` import as it is.
(function enhanceShareButtons() {
  // React puts an async script in the head, and a cached file runs at once: the parser may not have
  // reached the buttons yet.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhanceShareButtons);
    return;
  }
  var buttons = document.querySelectorAll('button[data-share-action]:not([data-enhanced])');
  Array.prototype.forEach.call(buttons, function (button) {
    var action = button.getAttribute('data-share-action');
    var item = button.parentElement;
    if (action === 'copy' && !(navigator.clipboard && navigator.clipboard.writeText)) return;
    if (action === 'print' && typeof window.print !== 'function') return;
    button.setAttribute('data-enhanced', '');
    if (item) item.hidden = false;
    button.addEventListener('click', function () {
      if (action === 'print') {
        window.print();
        return;
      }
      var status = document.getElementById(button.getAttribute('data-status') || '');
      var say = function (text) {
        if (!status) return;
        status.textContent = text;
        setTimeout(function () {
          if (status.textContent === text) status.textContent = '';
        }, 4000);
      };
      navigator.clipboard.writeText(button.getAttribute('data-url') || location.href).then(
        function () {
          say(button.getAttribute('data-done') || '');
        },
        function () {
          say(button.getAttribute('data-failed') || '');
        },
      );
    });
  });
})();
