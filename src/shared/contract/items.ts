// The answer of one item's own page (/notice/12, /articles/3 ...): the item, its file's size for the
// download link, and a few related items to read next.
import { z } from 'zod';

/** How many related items an item's page lists. */
export const RELATED_ITEMS = 4;

/** Bytes of the item's file when it is stored here (null: no file, or a file elsewhere). */
const fileSize = { file_size: z.number().int().nullable() };

export function itemResponse<Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) {
  return z.object({
    data: z.object({ ...item.shape, ...fileSize }),
    related: z.array(item),
  });
}
