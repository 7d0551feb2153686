// Cultural heritage sites (temples) on /cultural-heritage.
import { z } from 'zod';
import { pagedResponse } from './common.ts';

const heritageSite = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  name_en: z.string(),
  name_ne: z.string(),
  subtitle_en: z.string(),
  subtitle_ne: z.string(),
  description_en: z.string(),
  description_ne: z.string(),
  /** The picture's focal point as CSS `object-position` (`20% 85%`), or null for the centre. */
  image_position: z.string().nullable(),
});
export type HeritageSite = z.infer<typeof heritageSite>;

/** product.md section 3: the heritage list reads `total_page`; it repeats `total_pages`. */
export const heritageSitesResponse = pagedResponse(heritageSite).extend({ total_page: z.number().int() });
export type HeritageSitesResponse = z.infer<typeof heritageSitesResponse>;
