// A page's addresses for search engines, link previews, feeds and the sitemap: one per language (Nepali at the plain address, English with
// `?lng=en`, as the sitemap lists them), the query that chooses what is shown (page, tab, month ...) kept,
// the one that only remembers a choice (`lng`, `theme`) dropped.
import type { Lang } from './i18n/languages.ts';

const CHOICE_PARAMETERS = ['lng', 'theme'];

export function pageAddress(publicUrl: string, pathname: string, search: string, lang: Lang): string {
  const params = new URLSearchParams(search);
  for (const name of CHOICE_PARAMETERS) params.delete(name);
  if (lang === 'en') params.set('lng', 'en');
  const query = params.toString();
  return `${publicUrl}${pathname}${query ? `?${query}` : ''}`;
}
