/** product.md section 9: syllabus, 10 rows a page. */
export const SYLLABUS_PAGE_SIZE = 10;

/** product.md section 2: S.No. = (page - 1) * 10 + index + 1, so page 2 starts at 11. */
export function serialNumber(page: number, index: number, pageSize = SYLLABUS_PAGE_SIZE): number {
  return (page - 1) * pageSize + index + 1;
}
