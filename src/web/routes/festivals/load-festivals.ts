// The festivals page's data (product.md section 2 "Festivals page"): the festival of the id with its next
// (else last) dates, every festival for the carousel, and one page of the latest articles (10 a page,
// ?page=N).
// Each part settles on its own: a failed part shows its own message, the rest of the page stays.
// An id that is not a whole number, or names no festival, is the not-found state.
import type { Article } from '#shared/contract/articles.ts';
import type { FeaturedFestival, Festival } from '#shared/contract/festivals.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { endpoints, type ApiRead } from '#web/lib/api/api-reader.ts';
import { listStatus, loadPage, type ListResult } from '#web/lib/list/load-list.ts';
import { readId, readPage } from '#web/lib/list/page-param.ts';

/** product.md section 9: the festival page's article grid, 10 a page. */
const FESTIVAL_ARTICLES_PAGE_SIZE = 10;

/** The festival of the id with the dates to feature (null only should the API answer none). */
export type Upcoming = { state: 'ok'; festival: FeaturedFestival | null } | { state: 'error' };

export type FestivalsPageData =
  | { state: 'not-found' }
  | {
      state: 'ok';
      upcoming: Upcoming;
      festivals: Festival[] | null;
      articles: ListResult<Article>;
    };

export async function loadFestivalsPage(
  read: ApiRead,
  rawId: string | undefined,
  url: string,
): Promise<FestivalsPageData> {
  const id = readId(rawId);
  if (id === null || id === 0) return { state: 'not-found' };
  const [upcoming, festivals, articles] = await Promise.all([
    read(endpoints.featuredFestival(id)).then(
      (answer): Upcoming | null => ({ state: 'ok', festival: answer.data[0] ?? null }),
      (error: unknown): Upcoming | null =>
        error instanceof ApiError && error.status === 404 ? null : { state: 'error' },
    ),
    read(endpoints.festivals()).then(
      (answer) => answer.data,
      () => null,
    ),
    loadPage(read, endpoints.articles, readPage(url), FESTIVAL_ARTICLES_PAGE_SIZE),
  ]);
  if (upcoming === null) return { state: 'not-found' };
  return { state: 'ok', upcoming, festivals, articles };
}

export function festivalsStatus(answer: FestivalsPageData): number {
  if (answer.state === 'not-found') return 404;
  return listStatus(answer.articles);
}
