// The browser's dictionaries: the language a page shows is loaded before it hydrates
// (entry.client.tsx), the other only when the visitor switches to it (language-context.tsx). Each is a
// small module the build made (scripts/vite-dictionary-files.ts); the server preloads the page's own in
// the HTML, so loading it costs no extra round trip.
import { dictionaryHrefs } from 'virtual:sampada/dictionaries';
import { hasDictionary, provideDictionary, type Lang } from '#shared/i18n/index.ts';

export { dictionaryHrefs };

export async function loadDictionary(lang: Lang): Promise<void> {
  if (hasDictionary(lang)) return;
  if (import.meta.env.DEV) {
    // Development and tests: no build, so the sources (both languages) are read instead.
    await import('#shared/i18n/dictionaries.ts');
    return;
  }
  const href = dictionaryHrefs[lang];
  if (!href) throw new Error(`No ${lang} dictionary in this build`);
  const module = (await import(/* @vite-ignore */ href)) as { default: Record<string, string> };
  provideDictionary(lang, module.default);
}
