// The typed dictionaries. Each area lives in messages/<area>.ts with both languages side by side;
// en.ts and ne.ts are the merged tables. Add an area by importing it into `areas`.
import { apiMessages } from './messages/api.ts';
import { branchFestivalMessages } from './messages/branch-festival.ts';
import { calendarMessages } from './messages/calendar.ts';
import { controlMessages } from './messages/controls.ts';
import { festivalMessages } from './messages/festivals.ts';
import { formMessages } from './messages/forms.ts';
import { homeMessages } from './messages/home.ts';
import { httpMessages } from './messages/http.ts';
import { listFilterMessages } from './messages/list-filters.ts';
import { listMessages } from './messages/lists.ts';
import { navMessages } from './messages/nav.ts';
import { pageMessages } from './messages/pages.ts';
import { siteMessages } from './messages/site.ts';
import { validationMessages } from './messages/validation.ts';
import type { Lang } from './languages.ts';

const areas = [
  apiMessages,
  calendarMessages,
  validationMessages,
  siteMessages,
  homeMessages,
  listFilterMessages,
  festivalMessages,
  navMessages,
  listMessages,
  controlMessages,
  formMessages,
  pageMessages,
  branchFestivalMessages,
  httpMessages,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type Dictionary = UnionToIntersection<(typeof areas)[number]['en']>;
export type MessageKey = keyof Dictionary & string;

function merge(lang: Lang): Record<MessageKey, string> {
  return Object.assign({}, ...areas.map((area) => area[lang])) as Record<MessageKey, string>;
}

export const dictionaries: Record<Lang, Record<MessageKey, string>> = { en: merge('en'), ne: merge('ne') };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(dictionaries.en, value);
}

/** Looks a key up; `{name}` placeholders are filled from params. Unknown keys are returned as they are. */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? dictionaries[lang][key] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export * from './languages.ts';
