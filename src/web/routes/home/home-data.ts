// What the home page reads from the API: the same reads on the server (in-process) and in the
// browser (through the query cache). The ticker, the popup and the latest updates are extras: if one
// fails, the page still renders without it (the tabs then show their empty states). The homepage
// contents and the settings are the page itself: without them the error screen is the honest answer.
import type { formatDate } from '#shared/calendar/index.ts';

import type { LatestUpdatesResponse } from '#shared/contract/site.ts';
import { endpoints, type ApiRead } from '#web/lib/api/api-reader.ts';

/** Long dates with weekday, keyed by the ISO date, in both languages (the toggle switches in place). */
export type DateLabels = Record<string, { en: string; ne: string }>;

/**
 * The page's few dates are formatted here rather than in the component: the Bikram Sambat tables then
 * stay off the first load (the server has them anyway; a client navigation loads them on demand).
 */
function labelDates(format: typeof formatDate, isos: string[]): DateLabels {
  return Object.fromEntries(
    isos.map((iso) => [
      iso,
      { en: format(iso, 'en', 'long-weekday'), ne: format(iso, 'ne', 'long-weekday') },
    ]),
  );
}

const NO_LATEST_UPDATES: LatestUpdatesResponse = { gallery: [], notices: [], articles: [], laws: [] };

export async function loadHome(read: ApiRead) {
  const optional = <T>(promise: Promise<T>, empty: T) => promise.catch(() => empty);
  // The calendar code loads alongside the reads (on a client navigation it is a network fetch).
  const [calendar, home, latest, settings, urgent, popup] = await Promise.all([
    import('#shared/calendar/index.ts'),
    read(endpoints.homepage()),
    optional(read(endpoints.latestUpdates()), NO_LATEST_UPDATES),
    read(endpoints.settings()),
    optional(read(endpoints.urgentNotices()), { data: [] }),
    optional(read(endpoints.popupNotices()), { data: [] }),
  ]);
  const dates = labelDates(calendar.formatDate, [
    ...home.occasions.map((occasion) => occasion.start_date),
    ...popup.data.map((notice) => notice.created_at),
  ]);
  return { home, latest, settings, urgent: urgent.data, popup: popup.data, dates };
}
