// Laws and regulations, filtered by category (/law-and-enforcement/:id), and their categories (Rules menu).
import { z } from 'zod';
import { category, DEFAULT_PAGE_SIZE, idNumber, listResponse, pagedResponse, pagingQuery } from './common.ts';
import { itemResponse } from './items.ts';

const lawCategory = category;
export type LawCategory = z.infer<typeof lawCategory>;
export const lawCategoriesResponse = listResponse(lawCategory);
export type LawCategoriesResponse = z.infer<typeof lawCategoriesResponse>;

export const law = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string(),
  description_en: z.string(),
  description_ne: z.string(),
  file: z.string().nullable(),
  created_at: z.string(),
  category_id: z.number().int(),
  category: lawCategory.nullable(),
});
export type Law = z.infer<typeof law>;

export const lawItemResponse = itemResponse(law);

/**
 * `category` filters by law category id: a whole number; an unknown id simply matches nothing.
 * Capped like a path id (idNumber): a larger number would overflow PostgreSQL's integer column (500).
 */
export const lawsQuery = pagingQuery.in
  .extend({
    category: idNumber('validation.category_filter_invalid').optional(),
  })
  .transform(({ page, pageSize, page_size, category }) => ({
    page: page ?? 1,
    pageSize: pageSize ?? page_size ?? DEFAULT_PAGE_SIZE,
    category,
  }));
export type LawsQuery = z.output<typeof lawsQuery>;

export const lawsResponse = pagedResponse(law);
