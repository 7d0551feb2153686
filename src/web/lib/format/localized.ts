// Bilingual fields are pairs (title_en, title_ne, ...; product.md section 1): pick the visitor's language.
import type { Lang } from '#shared/i18n/index.ts';

type Bilingual<Base extends string> = Partial<Record<`${Base}_${Lang}`, string | null | undefined>>;

/**
 * `item[base_lang]`, falling back to the other language when that one is empty (an English visitor
 * sees the Nepali title rather than nothing), else ''.
 */
export function localized<Base extends string>(item: Bilingual<Base>, base: Base, lang: Lang): string {
  const other: Lang = lang === 'ne' ? 'en' : 'ne';
  const own = item[`${base}_${lang}`];
  if (own && own.trim()) return own;
  const fallback = item[`${base}_${other}`];
  return fallback && fallback.trim() ? fallback : '';
}
