// What the home page reads from the API: the same reads on the server (in-process) and in the
// browser (through the query cache). The ticker, the popup and the latest updates are extras: if one
// fails, the page still renders without it (the tabs then show their empty states). The homepage
// contents and the settings are the page itself: without them the error screen is the honest answer.
import type { NoticesListResponse } from '../../../shared/contract/notices.ts';
import type { HomepageResponse, LatestUpdatesResponse, SiteSettings } from '../../../shared/contract/site.ts';
import { apiQuery, type ApiRead } from '../../lib/api/api-reader.ts';

const NO_LATEST_UPDATES: LatestUpdatesResponse = { gallery: [], notices: [], articles: [], laws: [] };

export async function loadHome(read: ApiRead) {
  const optional = <T>(promise: Promise<T>, empty: T) => promise.catch(() => empty);
  const [home, latest, settings, urgent, popup] = await Promise.all([
    read(apiQuery<HomepageResponse>('/base/get-homepage-contents')),
    optional(read(apiQuery<LatestUpdatesResponse>('/base/get-latest-updates')), NO_LATEST_UPDATES),
    read(apiQuery<SiteSettings>('/base/settings')),
    optional(read(apiQuery<NoticesListResponse>('/notices/urgent-notices')), { data: [] }),
    optional(read(apiQuery<NoticesListResponse>('/notices/popup-notices')), { data: [] }),
  ]);
  return { home, latest, settings, urgent: urgent.data, popup: popup.data };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
