// Schemas shared by every API domain: paging, ids, the error answer.
import { z } from 'zod';

const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

const wholeNumber = /^\d+$/;

/** A query-string positive integer: digits only, so `1.5`, `-1`, `abc` and `0` are refused. */
const queryInt = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(wholeNumber, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }));

/**
 * `page` and `pageSize` (also accepted as `page_size`, product.md section 7), defaults 1 and 10,
 * page size capped at 100.
 */
export const pagingQuery = z
  .object({
    page: queryInt('validation.page_invalid').optional(),
    pageSize: queryInt('validation.page_size_invalid', MAX_PAGE_SIZE).optional(),
    page_size: queryInt('validation.page_size_invalid', MAX_PAGE_SIZE).optional(),
  })
  .transform(({ page, pageSize, page_size }) => ({
    page: page ?? 1,
    pageSize: pageSize ?? page_size ?? DEFAULT_PAGE_SIZE,
  }));
export type PagingQuery = z.output<typeof pagingQuery>;

import { MAX_ID } from './values.ts';

export { MAX_ID };

/** An id in a path or query string: a whole number that fits an id column, else `error`. */
export const idNumber = (error: string) =>
  z.string().regex(wholeNumber, { error }).transform(Number).pipe(z.number().int().max(MAX_ID, { error }));

/** A path id: a whole number that fits an id column. */
export const pathId = idNumber('validation.id_invalid');
export const idParams = z.object({ id: pathId });
export const branchIdParams = z.object({ branchId: pathId });

/** The answer of every paged list. */
export function pagedResponse<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    total_pages: z.number().int(),
    total_items: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
export interface Paged<Item> {
  data: Item[];
  total_pages: number;
  total_items: number;
  page: number;
  page_size: number;
}

/** The one shape of every error answer. `errors` holds per-field messages where they apply. */
export const errorResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Lists that are not paged still answer `{ data }`, so every list reads the same way. */
export function listResponse<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item) });
}

const bilingualName = { name_en: z.string(), name_ne: z.string() };
export const category = z.object({ id: z.number().int(), ...bilingualName });
export type Category = z.infer<typeof category>;
