// What the service worker saves when it is installed, so that after one visit the home page, today's
// date and the calendar of this Bikram Sambat year and the next work with no network (issue 27).
// The calendar page asks the API for a month when it pages (calendar/load-calendar.ts), so the months
// are saved as those API answers (~0.5 KB each compressed), not as 24 pages (~14 KB each).
import { adToBs, MAX_BS_YEAR, nepalToday } from '#shared/calendar/index.ts';

/** Pages saved at install. */
export const WARM_PAGES = ['/', '/calendar'] as const;

/** The month-details API path the calendar page reads (`endpoints.monthDetails`; a test ties them). */
export function monthDetailsPath(year: number, month: number): string {
  return `/api/events/get-month-details?month=${month}&year=${year}`;
}

/** Every month of this Bikram Sambat year (in Nepal) and of the next, as the calendar reads them. */
export function calendarMonthPaths(now: Date): string[] {
  const { year } = adToBs(nepalToday(now));
  const years = [year, year + 1].filter((each) => each <= MAX_BS_YEAR);
  return years.flatMap((each) => Array.from({ length: 12 }, (_, index) => monthDetailsPath(each, index + 1)));
}

/**
 * The build's own files a page loads (stylesheet, scripts, preloaded fonts and the language file),
 * read from its HTML: saving them with the page lets it render and hydrate offline. Only same-site
 * `/assets/` paths, which are content-hashed and so never change under their name.
 */
export function assetPathsIn(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/\b(?:href|src)="(\/assets\/\w[\w.-]*)"/g)) paths.add(match[1]!);
  // React Router's client manifest names the route modules it imports: "/assets/route-abc.js".
  for (const match of html.matchAll(/"(\/assets\/\w[\w.-]*\.(?:js|css|woff2))"/g)) paths.add(match[1]!);
  return [...paths];
}

/** Modules a build script imports (`import("./x.js")`, static or dynamic), as /assets/ paths. */
export function importedAssetPaths(script: string, scriptPath: string): string[] {
  const folder = scriptPath.slice(0, scriptPath.lastIndexOf('/') + 1);
  const paths = new Set<string>();
  for (const match of script.matchAll(/(?:import\s*\(\s*|from\s*)[`"']\.\/(\w[\w.-]*\.js)[`"']/g)) {
    paths.add(folder + match[1]!);
  }
  return [...paths];
}
