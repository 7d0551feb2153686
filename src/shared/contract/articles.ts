// Articles: the /articles card grid and the branch articles tab.
import { z } from 'zod';
import { pagedResponse } from './common.ts';
import { itemResponse } from './items.ts';

const article = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string(),
  text_en: z.string(),
  text_ne: z.string(),
  /** URLs as stored, e.g. `/uploads/articles/x.webp`. */
  image: z.string().nullable(),
  file: z.string().nullable(),
  created_at: z.string(),
  branch_id: z.number().int().nullable(),
  /** The picture's focal point as CSS `object-position` (`20% 85%`), or null for the centre. */
  image_position: z.string().nullable(),
});
export type Article = z.infer<typeof article>;

export const articlesPagedResponse = pagedResponse(article);

export const articleItemResponse = itemResponse(article);
