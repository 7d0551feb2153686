// The answer of one item's own page (/notice/12, /articles/3 ...): the item, its file's size for the
// download link, and a few related items to read next.
import { z } from 'zod';

/** How many related items an item's page lists. */
export const RELATED_ITEMS = 4;

export function itemResponse<Item extends z.ZodObject>(item: Item) {
  return z.object({
    data: item.extend({
      /** Bytes of the item's file when it is stored here (null: no file, or a file elsewhere). */
      file_size: z.number().int().nullable(),
    }),
    related: z.array(item),
  });
}
