// translate() over the dictionaries a process has been given. Each area of strings lives in
// messages/<area>.ts with both languages side by side; dictionaries.ts merges them and provides both
// (the server). The browser is given only the language it shows, loaded before it hydrates and again
// when the visitor switches (web/lib/i18n/load-dictionary.ts), so this module holds no strings itself.
import type { Dictionary } from './dictionaries.ts';
import type { Lang } from './languages.ts';

export type MessageKey = keyof Dictionary & string;

const provided: Partial<Record<Lang, Readonly<Record<string, string>>>> = {};

export function provideDictionary(lang: Lang, table: Readonly<Record<string, string>>): void {
  provided[lang] = table;
}

export function hasDictionary(lang: Lang): boolean {
  return provided[lang] !== undefined;
}

function dictionary(lang: Lang): Readonly<Record<string, string>> {
  const table = provided[lang];
  // A render before its language was loaded is a bug in the loading order: say so, loudly.
  if (!table) throw new Error(`The ${lang} dictionary is not loaded`);
  return table;
}

/** Looks a key up; `{name}` placeholders are filled from params. Unknown keys are returned as they are. */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const table = dictionary(lang);
  const template = Object.hasOwn(table, key) ? table[key]! : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export * from './languages.ts';
