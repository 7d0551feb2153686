// Gallery images: the /gallery page, the latest-updates gallery tab and the heritage-page strip.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, listResponse, pagedResponse, pagingQuery } from './common.ts';

export const galleryImage = z.object({
  id: z.number().int(),
  image: z.string(),
  caption_en: z.string(),
  caption_ne: z.string(),
  /** Intrinsic size, so the page can reserve space and avoid layout shift. */
  width: z.number().int(),
  height: z.number().int(),
  /** The picture's focal point as CSS `object-position` (`20% 85%`), or null for the centre. */
  image_position: z.string().nullable(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

/**
 * Paging is optional here: product.md's gallery reads the whole list, so without page/pageSize/page_size
 * the answer is every image (`{ data }`); with any of them it is a normal paged answer.
 */
export const galleryQuery = pagingQuery.in.transform(({ page, pageSize, page_size }) => ({
  paged: page !== undefined || pageSize !== undefined || page_size !== undefined,
  page: page ?? 1,
  pageSize: pageSize ?? page_size ?? DEFAULT_PAGE_SIZE,
}));

export const galleryPagedResponse = pagedResponse(galleryImage);
export const galleryListResponse = listResponse(galleryImage);
/** Paged first: a paged answer also satisfies the plain list shape. */
export const galleryResponse = z.union([galleryPagedResponse, galleryListResponse]);
