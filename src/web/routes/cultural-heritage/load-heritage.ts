// The cultural-heritage page's data: the gallery strip, one page of heritage sites (9 a page) and
// the 6 latest festivals. Each read settles on its own; a failed strip or festival list just hides
// that part, a failed site list shows its error state (and gives the document a 5xx status).
import type { Festival } from '#shared/contract/festivals.ts';
import type { GalleryImage } from '#shared/contract/gallery.ts';
import type { HeritageSite } from '#shared/contract/heritage.ts';
import { endpoints, type ApiRead } from '#web/lib/api/api-reader.ts';
import { failureStatus, type ListResult } from '#web/lib/list/load-list.ts';
import { readPage } from '#web/lib/list/page-param.ts';

/** product.md section 9: heritage sites, 9 a page. */
const HERITAGE_PAGE_SIZE = 9;

export interface HeritagePageData {
  strip: GalleryImage[] | null;
  sites: ListResult<HeritageSite>;
  festivals: Festival[] | null;
}

async function loadSites(read: ApiRead, page: number): Promise<ListResult<HeritageSite>> {
  try {
    const answer = await read(endpoints.heritageSites({ page, pageSize: HERITAGE_PAGE_SIZE }));
    // product.md section 3: the heritage list reads its page count from total_page.
    return { state: 'ok', page, list: { ...answer, total_pages: answer.total_page } };
  } catch (error) {
    return { state: 'error', page, status: failureStatus(error) };
  }
}

export async function loadHeritagePage(read: ApiRead, url: string): Promise<HeritagePageData> {
  const [strip, sites, festivals] = await Promise.all([
    read(endpoints.heritageStrip())
      .then((answer) => answer.data)
      .catch(() => null),
    loadSites(read, readPage(url)),
    read(endpoints.latestFestivals())
      .then((answer) => answer.data)
      .catch(() => null),
  ]);
  return { strip, sites, festivals };
}
