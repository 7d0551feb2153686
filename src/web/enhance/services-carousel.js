// The home page's services carousel on a page without the app (ADR 049), as the app's
// (routes/home/services-carousel.tsx): the list moves sideways a step every 16 ms (1px, 0.5px below
// 768px wide), looping at half its width (the cards are doubled; the copy is hidden from assistive
// technology and the tab order). It stands still off screen, while the pointer is over a card or focus
// is inside, with the pause button (rendered hidden by the server, its labels in data attributes) and
// under reduced motion. Without script, or under reduced motion, it is one list that scrolls by hand.
// Plain JavaScript, not TypeScript: Vite copies a `?url` import as it is.
(function enhanceServicesCarousel() {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhanceServicesCarousel);
    return;
  }
  var section = document.querySelector('[data-enhance="services-carousel"]:not([data-enhanced])');
  if (!section) return;
  var viewport = section.querySelector('[data-services-viewport]');
  var track = viewport && viewport.querySelector('ul');
  var button = section.querySelector('button[data-services-pause]');
  if (!viewport || !track || !button) return;
  var motion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  var ready = false;
  var onScreen = false;
  var hovering = false;
  var paused = false;
  var timer = null;
  var offset = 0;
  var width = 0;

  // Doubles the cards and swaps the scrollable box for a clipped one, once motion is allowed.
  function setUp() {
    if (ready) return;
    ready = true;
    Array.prototype.forEach.call(track.querySelectorAll(':scope > li'), function (item) {
      var copy = item.cloneNode(true);
      copy.setAttribute('aria-hidden', 'true');
      Array.prototype.forEach.call(copy.querySelectorAll('a, button'), function (control) {
        control.setAttribute('tabindex', '-1');
      });
      track.appendChild(copy);
    });
    Array.prototype.forEach.call(track.children, function (item) {
      item.addEventListener('pointerenter', function () {
        hovering = true;
        update();
      });
      item.addEventListener('pointerleave', function () {
        hovering = false;
        update();
      });
    });
    viewport.classList.replace('overflow-x-auto', 'overflow-hidden');
    button.hidden = false;
    width = track.scrollWidth;
    if (window.ResizeObserver) {
      new ResizeObserver(function () {
        width = track.scrollWidth;
      }).observe(track);
    }
    // Off screen nobody sees it move: a cheap phone keeps its CPU for the page (and its battery).
    if (window.IntersectionObserver) {
      new IntersectionObserver(function (entries) {
        onScreen = entries[entries.length - 1].isIntersecting;
        update();
      }).observe(track);
    } else onScreen = true;
  }

  function tick() {
    var half = width / 2;
    var next = offset + (window.innerWidth < 768 ? 0.5 : 1);
    offset = half > 0 && next >= half ? next - half : next;
    track.style.transform = 'translateX(' + -offset + 'px)';
  }

  function update() {
    var reduced = !!(motion && motion.matches);
    if (!reduced) setUp();
    var running = ready && !reduced && onScreen && !paused && !hovering;
    if (running && timer === null) timer = setInterval(tick, 16);
    else if (!running && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  }

  button.addEventListener('click', function () {
    paused = !paused;
    button.setAttribute('aria-pressed', String(paused));
    button.textContent = button.getAttribute(paused ? 'data-label-play' : 'data-label-pause') || '';
    update();
  });
  viewport.addEventListener('focusin', function () {
    hovering = true;
    update();
  });
  viewport.addEventListener('focusout', function (event) {
    if (!viewport.contains(event.relatedTarget)) {
      hovering = false;
      update();
    }
  });
  if (motion && motion.addEventListener) motion.addEventListener('change', update);
  update();
  section.setAttribute('data-enhanced', '');
})();
