// The home page's hero slider on a page without the app (ADR 049): previous/next, dots, the pause
// button, auto-advance every few seconds (off under reduced motion, paused while the pointer or focus
// is inside) and the arrow keys. The server renders the slides (the first shown, the others hidden)
// and the controls inside a hidden block with their labels in data attributes, in the page's language
// (routes/home/hero-slider.tsx); this shows the controls and makes them work. Without script the first
// slide stays, with no dead buttons.
// Plain JavaScript, not TypeScript: Vite copies a `?url` import as it is. `sliderKeyStep` below is
// routes/home/slider-keys.ts ported (the app's slider uses that one): change both together; both
// are tested on the same cases (hero-slider.dom.test.ts).
(function enhanceHeroSlider() {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhanceHeroSlider);
    return;
  }
  var slider = document.querySelector('[data-enhance="hero-slider"]:not([data-enhanced])');
  if (!slider) return;
  var slides = slider.querySelectorAll('[aria-roledescription="slide"]');
  var count = slides.length;
  var controls = slider.querySelector('[data-slider-controls]');
  if (count < 2 || !controls) return;
  var dots = slider.querySelectorAll('[data-slide-dot]');
  var pauseButton = slider.querySelector('[data-slider-action="pause"]');
  var pauseIcon = pauseButton && pauseButton.querySelector('[data-slider-icon]');
  var live = slider.querySelector('[aria-live]');
  var delay = Number(slider.getAttribute('data-interval')) || 8000;
  var motion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  var index = 0;
  var paused = false;
  var hovering = false;
  var pointerInside = false;
  var timer = null;

  function show(next) {
    index = ((next % count) + count) % count;
    Array.prototype.forEach.call(slides, function (slide, i) {
      slide.hidden = i !== index;
    });
    Array.prototype.forEach.call(dots, function (dot, i) {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }

  // Auto-advance runs unless paused by the button, the pointer or focus is inside, or motion is reduced;
  // screen readers hear the slide change only when it is not moving on its own.
  function update() {
    var running = !paused && !hovering && !(motion && motion.matches);
    if (live) live.setAttribute('aria-live', running ? 'off' : 'polite');
    if (running && timer === null) {
      timer = setInterval(function () {
        show(index + 1);
      }, delay);
    } else if (!running && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  }

  slider.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !slider.contains(button)) return;
    var dot = button.getAttribute('data-slide-dot');
    var action = button.getAttribute('data-slider-action');
    if (dot !== null) show(Number(dot));
    else if (action === 'previous') show(index - 1);
    else if (action === 'next') show(index + 1);
    else if (action === 'pause') {
      paused = !paused;
      button.setAttribute(
        'aria-label',
        button.getAttribute(paused ? 'data-label-play' : 'data-label-pause') || '',
      );
      if (pauseIcon)
        pauseIcon.setAttribute('d', button.getAttribute(paused ? 'data-icon-play' : 'data-icon-pause') || '');
      update();
    }
  });
  slider.addEventListener('pointerenter', function () {
    pointerInside = true;
    hovering = true;
    update();
  });
  slider.addEventListener('pointerleave', function () {
    pointerInside = false;
    hovering = false;
    update();
  });
  slider.addEventListener('focusin', function () {
    hovering = true;
    update();
  });
  slider.addEventListener('focusout', function (event) {
    if (!slider.contains(event.relatedTarget)) {
      hovering = false;
      update();
    }
  });
  document.addEventListener('keydown', function (event) {
    var step = sliderKeyStep(event, slider, pointerInside);
    if (step === 0) return;
    event.preventDefault();
    show(index + step);
  });
  if (motion && motion.addEventListener) motion.addEventListener('change', update);

  /** -1, +1, or 0 when the key is not the slider's (routes/home/slider-keys.ts). */
  function sliderKeyStep(event, element, pointerOver) {
    var step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0 || event.defaultPrevented) return 0;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
    var doc = element.ownerDocument;
    if (doc.querySelector('dialog[open]')) return 0;
    var focused = doc.activeElement;
    if (focused && element.contains(focused)) return step;
    var pageHasFocus = !focused || focused === doc.body || focused === doc.documentElement;
    if (!pageHasFocus) return 0;
    return pointerOver || mostlyInView(element) ? step : 0;
  }

  function mostlyInView(element) {
    var box = element.getBoundingClientRect();
    var viewportHeight = window.innerHeight || 0;
    var visible = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
    return box.height > 0 && visible >= box.height / 2;
  }

  show(0);
  controls.hidden = false;
  update();
  slider.setAttribute('data-enhanced', '');
})();
