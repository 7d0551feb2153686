// The festival carousel's position (product.md section 4, 9): the offset moves one card at a time between
// 0 and the count minus the visible cards (3 on desktop, so count - 3; 2 on tablets, 1 on phones).
// web/enhance/festival-carousel.js has the same rule for the page without the app (ADR 052).

/** product.md section 9: three cards visible, one step is 411px on desktop. */
const CAROUSEL_VISIBLE = 3;
export const CAROUSEL_STEP_PX = 411;

export function maxOffset(count: number, visible: number = CAROUSEL_VISIBLE): number {
  return Math.max(0, count - Math.max(1, visible));
}

export function clampOffset(offset: number, count: number, visible: number = CAROUSEL_VISIBLE): number {
  return Math.min(Math.max(0, Math.round(offset)), maxOffset(count, visible));
}

/** How many whole cards fit in the viewport of the row (at least one). */
export function visibleCards(viewportWidth: number, step: number, gap: number): number {
  if (step <= 0) return 1;
  return Math.max(1, Math.floor((viewportWidth + gap + 1) / step));
}
