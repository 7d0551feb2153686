// The festivals page's 'Our festivals' row on a page without the app (ADR 052), as the app's
// (routes/festivals/festival-carousel.tsx): the arrows (rendered hidden by the server, shown here) step
// one card (its width plus the gap, 411px on desktop) and stop at the ends, the offset staying between
// 0 and the count minus the whole cards that fit (routes/festivals/carousel-offset.ts); scrolling by
// hand moves the offset too; after a step a polite live region says which festivals show, from the
// server's template in the page's language and digits. Without script the row scrolls by hand.
// Plain JavaScript, not TypeScript: Vite copies a `?url` import as it is.
(function enhanceFestivalCarousel() {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhanceFestivalCarousel);
    return;
  }
  var root = document.querySelector('[data-enhance="festival-carousel"]:not([data-enhanced])');
  if (!root) return;
  var row = root.querySelector('ul');
  var controls = root.querySelector('[data-carousel-controls]');
  var live = root.querySelector('[aria-live]');
  var previous = root.querySelector('button[data-carousel-step="-1"]');
  var next = root.querySelector('button[data-carousel-step="1"]');
  if (!row || !controls || !live || !previous || !next) return;
  var count = row.children.length;
  var motion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  var nepaliDigits = document.documentElement.lang === 'ne';
  var step = 411;
  var visible = 3;
  var offset = 0;

  function digits(value) {
    var text = String(value);
    return nepaliDigits
      ? text.replace(/[0-9]/g, function (digit) {
          return '०१२३४५६७८९'.charAt(Number(digit));
        })
      : text;
  }
  function maxOffset() {
    return Math.max(0, count - Math.max(1, visible));
  }
  function clamp(value) {
    return Math.min(Math.max(0, Math.round(value)), maxOffset());
  }
  function show() {
    root.setAttribute('data-offset', String(offset));
    root.setAttribute('data-max-offset', String(maxOffset()));
    previous.setAttribute('aria-disabled', String(offset <= 0));
    next.setAttribute('aria-disabled', String(offset >= maxOffset()));
  }
  // One step is a card plus the gap, read from the layout; as many whole cards as fit are visible.
  function measure() {
    var first = row.children[0];
    var second = row.children[1];
    // Not laid out (a hidden row): the desktop step and three cards, as the app starts from.
    if (!first || !first.offsetWidth) return show();
    var gap = second ? second.offsetLeft - first.offsetLeft - first.offsetWidth : 0;
    step = first.offsetWidth + gap;
    visible = step > 0 ? Math.max(1, Math.floor((row.clientWidth + gap + 1) / step)) : 1;
    followScroll();
  }
  // The offset of the card scrolled to: by hand (touch, trackpad, focus moving into a card) too.
  function followScroll() {
    offset = clamp(row.scrollLeft / step);
    show();
  }
  function go(direction) {
    var target = clamp(offset + direction);
    if (target === offset) return;
    offset = target;
    show();
    var from = Math.min(offset + 1, count);
    var to = Math.min(offset + visible, count);
    live.textContent = (live.getAttribute('data-label-position') || '')
      .replace('{from}', digits(from))
      .replace('{to}', digits(to))
      .replace('{total}', digits(count));
    row.scrollTo({ left: offset * step, behavior: motion && motion.matches ? 'auto' : 'smooth' });
  }

  previous.addEventListener('click', function () {
    go(-1);
  });
  next.addEventListener('click', function () {
    go(1);
  });
  row.addEventListener('scroll', followScroll);
  window.addEventListener('resize', measure);
  controls.hidden = false;
  measure();
  root.setAttribute('data-enhanced', '');
})();
