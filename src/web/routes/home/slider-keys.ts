// When the hero slider's left/right arrow keys move it (product.md section 2: "left/right arrow-key
// navigation"). Keyboard users reach it from anywhere the keys mean nothing else:
// - focus is inside the slider (its buttons and links);
// - the pointer is over it, or nothing has focus (the page itself) and at least half of it is on
//   screen, as after loading the page or clicking plain text; but never while focus is in another
//   control, which may own the arrow keys (text fields move the caret, tabs and selects change
//   their choice), nor while a modal dialog is open, nor with a modifier key (browser shortcuts).

/** -1, +1, or 0 when the key is not the slider's. */
export function sliderKeyStep(event: KeyboardEvent, slider: HTMLElement, pointerInside: boolean): -1 | 0 | 1 {
  const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
  if (step === 0 || event.defaultPrevented) return 0;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  const doc = slider.ownerDocument;
  if (doc.querySelector('dialog[open]')) return 0;
  const focused = doc.activeElement;
  if (focused && slider.contains(focused)) return step;
  const pageHasFocus = !focused || focused === doc.body || focused === doc.documentElement;
  if (!pageHasFocus) return 0;
  return pointerInside || mostlyInView(slider) ? step : 0;
}

function mostlyInView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const viewportHeight = element.ownerDocument.defaultView?.innerHeight ?? 0;
  const visible = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
  return box.height > 0 && visible >= box.height / 2;
}
