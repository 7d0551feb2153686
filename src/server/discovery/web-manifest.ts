// The web app manifest (/manifest.webmanifest): what a phone shows when the site is installed to its
// home screen (issue 27). Its name is the institution's from the settings (one fact, one place), in
// the language of the person installing, and it opens standalone at the home page, where the
// service worker (ADR 047) has the home page and the calendar saved for use without a network.
import type { Kysely } from 'kysely';
import { institutionName } from '#server/db/read-models/setting-groups.ts';
import type { Database } from '#server/db/schema.ts';
import { translate } from '#shared/i18n/index.ts';
import type { Lang } from '#shared/i18n/languages.ts';

/** The phone's title bar: the same colour as the pages' theme-color (root.tsx). */
const THEME_COLOR = '#8b1e2d';

/** A home-screen label longer than this is cut by launchers; the short name then falls back. */
const SHORT_NAME_MAX = 15;

export async function webManifest(db: Kysely<Database>, lang: Lang): Promise<Record<string, unknown>> {
  const name = (await institutionName(db, lang)) ?? translate(lang, 'site.name');
  return {
    id: '/',
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : translate(lang, 'site.name'),
    description: translate(lang, 'site.description'),
    lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512' },
      { src: '/icons/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}
