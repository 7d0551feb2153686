// Which pages load the app's JavaScript (ADR 030). A page whose screen works as plain HTML (lists, item
// pages, laws, branches, about, search) loads none: its links, forms, menus (<details>) and the
// language and theme switches (?lng= / ?theme= links) work without it. A route whose screen needs
// script (sliders, the calendar, forms with live checks, the gallery viewer) says so with
// `export const handle = { hydrate: true }`; the staff area always hydrates.
import { useMatches } from 'react-router';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';

export interface HydrateHandle {
  /**
   * The page runs the app in the browser (React hydrates it); a function decides from the route's
   * loader data (a branch's festivals tab opens its panel with script; its other tabs need none).
   */
  hydrate?: boolean | ((data: unknown) => boolean);
}

/** Handle of a route that needs the browser to run the app. */
export const hydrateHandle = { hydrate: true } as const satisfies HydrateHandle;

function declaresHydrate(handle: unknown, data: unknown): boolean {
  if (typeof handle !== 'object' || handle === null) return false;
  const { hydrate } = handle as HydrateHandle;
  return typeof hydrate === 'function' ? hydrate(data) : hydrate === true;
}

/** True when a matched route asks for JavaScript (or `always`, for the staff area). */
export function useRouteHydrates(always: boolean): boolean {
  const matches = useMatches();
  return always || matches.some((match) => declaresHydrate(match.handle, match.loaderData));
}

/**
 * The page does not run the app in the browser (ADR 037): a script-only control then gets its own
 * small enhancement file (src/web/enhance/), rendered as `<script async src>`. Once the app runs in
 * the tab (hydrated, or a link followed in place) React's own handlers do the work instead.
 */
export function useEnhancementFile(): boolean {
  const hydrated = useHydrated();
  const routeHydrates = useRouteHydrates(false);
  return !hydrated && !routeHydrates;
}
