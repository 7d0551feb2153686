// The heritage page's strips (the gallery and the festivals) on a page without the app (ADR 052), as
// the app's (routes/cultural-heritage/horizontal-scroller.tsx): the two arrows (rendered hidden by the
// server, shown here) scroll the strip 300px each way, smoothly unless the visitor asked for reduced
// motion, and say they are disabled at either end. Without script the strip scrolls by hand.
// Every strip of the page: a second copy of this file finds them all done and does nothing.
// Plain JavaScript, not TypeScript: Vite copies a `?url` import as it is.
(function enhanceHorizontalScrollers() {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhanceHorizontalScrollers);
    return;
  }
  var motion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  var scrollers = document.querySelectorAll('[data-enhance="horizontal-scroller"]:not([data-enhanced])');
  Array.prototype.forEach.call(scrollers, function (root) {
    var list = root.querySelector('ul');
    var controls = root.querySelector('[data-scroller-controls]');
    var back = root.querySelector('button[data-scroll-step="-1"]');
    var forward = root.querySelector('button[data-scroll-step="1"]');
    if (!list || !controls || !back || !forward) return;
    var atStart = true;
    var atEnd = false;

    function measure() {
      var max = list.scrollWidth - list.clientWidth;
      atStart = list.scrollLeft <= 1;
      atEnd = list.scrollLeft >= max - 1;
      back.setAttribute('aria-disabled', String(atStart));
      forward.setAttribute('aria-disabled', String(atEnd));
    }
    function scroll(direction) {
      if ((direction < 0 && atStart) || (direction > 0 && atEnd)) return;
      list.scrollBy({ left: direction * 300, behavior: motion && motion.matches ? 'auto' : 'smooth' });
    }

    back.addEventListener('click', function () {
      scroll(-1);
    });
    forward.addEventListener('click', function () {
      scroll(1);
    });
    list.addEventListener('scroll', measure);
    window.addEventListener('resize', measure);
    controls.hidden = false;
    measure();
    root.setAttribute('data-enhanced', '');
  });
})();
