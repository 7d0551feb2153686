// The two languages of the site. The date library and the header toggle call Nepali "np";
// everything else uses "ne" (product.md section 1). parseLanguage accepts both.
export const languages = ['ne', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = 'ne';

/** Maps any spelling we accept (`ne`, `np`, `ne-NP`, `en-GB`, ...) to a site language, or null. */
export function parseLanguage(value: string | null | undefined): Lang | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'ne' || base === 'np') return 'ne';
  if (base === 'en') return 'en';
  return null;
}

/** The label the header toggle shows and the date library's language code. */
export function toDateLibraryLanguage(lang: Lang): 'np' | 'en' {
  return lang === 'ne' ? 'np' : 'en';
}

/** First supported language of an Accept-Language header, by quality. */
export function languageFromAcceptLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag, quality } of ranked) {
    const lang = quality > 0 ? parseLanguage(tag) : null;
    if (lang) return lang;
  }
  return null;
}
