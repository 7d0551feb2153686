import type { ApiInstance } from '#server/plugins/zod.ts';
import { galleryListResponse, galleryQuery, galleryResponse } from '#shared/contract/gallery.ts';
import { listGalleryImages, listHeritageStrip, pageGalleryImages } from './repo.ts';

/** GET /api/base/gallery (all, or paged when asked) and /api/base/gallery/heritage-strip. */
export default async function galleryRoutes(api: ApiInstance) {
  api.get(
    '/base/gallery',
    {
      schema: {
        summary: 'Gallery images, newest first; paged only when page, pageSize or page_size is given',
        tags: ['gallery'],
        querystring: galleryQuery,
        response: { 200: galleryResponse },
      },
    },
    async (request) => {
      const { paged, ...paging } = request.query;
      return paged ? pageGalleryImages(api.db, paging) : { data: await listGalleryImages(api.db) };
    },
  );

  api.get(
    '/base/gallery/heritage-strip',
    {
      schema: {
        summary: 'Images of the gallery strip on the cultural-heritage page, newest first',
        tags: ['gallery'],
        response: { 200: galleryListResponse },
      },
    },
    async () => ({ data: await listHeritageStrip(api.db) }),
  );
}
