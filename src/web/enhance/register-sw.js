// Registers the service worker (/sw.js, ADR 047) after the page has loaded, so that nothing of it is
// on a first visit's way to the screen. Pages without the app load this file (`<script async>`,
// root.tsx); pages with it import it in entry.client.tsx. The staff area is never saved offline.
(function () {
  if (!('serviceWorker' in navigator) || location.pathname.indexOf('/admin') === 0) return;
  function register() {
    var firstVisit = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register('/sw.js')
      .then(function () {
        return navigator.serviceWorker.ready;
      })
      .then(function (registration) {
        // This page loaded before the worker ran, so the worker has not kept it: ask it to.
        if (firstVisit && registration.active) {
          registration.active.postMessage({ type: 'keep-page', url: location.href });
        }
      })
      .catch(function () {
        // No worker (a private window, a development server): the site works as before.
      });
  }
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
})();
