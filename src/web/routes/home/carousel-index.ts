/** Index arithmetic for the hero slider and the popup notices: both wrap at each end (product.md section 4). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
