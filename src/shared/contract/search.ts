// GET /api/search: the site search, over notices, articles, vacancy notices, results, syllabus entries,
// laws, festivals, heritage sites and branches, in both languages at once (shared/search.ts folds).
import { z } from 'zod';
import { SEARCH_QUERY_MAX, SEARCH_TYPES } from '../search.ts';
import { DEFAULT_PAGE_SIZE, pagingQuery, pagedResponse } from './common.ts';

export const searchQuery = pagingQuery.in
  .extend({
    q: z
      .string()
      .max(SEARCH_QUERY_MAX * 4, { error: 'validation.search_too_long' })
      .default(''),
    type: z.enum(SEARCH_TYPES, { error: 'validation.search_type_invalid' }).optional(),
  })
  .transform(({ q, type, page, pageSize, page_size }) => ({
    q,
    type,
    page: page ?? 1,
    pageSize: pageSize ?? page_size ?? DEFAULT_PAGE_SIZE,
  }));
export type SearchQuery = z.output<typeof searchQuery>;

const searchResult = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string(),
  /** The start of the text, or the part around the first match. */
  text_en: z.string(),
  text_ne: z.string(),
  created_at: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = pagedResponse(searchResult).extend({
  /** The words matched (folded), for highlighting. */
  terms: z.array(z.string()),
  /** Results per type for the whole query, whatever `type` filters: the type filter's counts. */
  types: z.array(z.object({ type: z.enum(SEARCH_TYPES), count: z.number().int() })),
  /** When nothing matched: the query with its unknown words replaced by the nearest known ones. */
  suggestion: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponse>;
