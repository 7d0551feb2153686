// The whole dictionaries: every area of messages/<area>.ts merged per language. Importing this module
// provides both languages to translate() (index.ts). The server imports it once (app.ts and the
// website's server entry); the browser never does: it loads the one language it shows as a small file
// made from these tables at build time (scripts/vite-dictionary-files.ts, ADR 025).
import { alertMessages } from './messages/alerts.ts';
import { apiMessages } from './messages/api.ts';
import { branchFestivalMessages } from './messages/branch-festival.ts';
import { calendarMessages } from './messages/calendar.ts';
import { complaintRecordMessages } from './messages/complaint-record.ts';
import { controlMessages } from './messages/controls.ts';
import { festivalMessages } from './messages/festivals.ts';
import { formMessages } from './messages/forms.ts';
import { homeMessages } from './messages/home.ts';
import { httpMessages } from './messages/http.ts';
import { itemMessages } from './messages/items.ts';
import { searchMessages } from './messages/search.ts';
import { listFilterMessages } from './messages/list-filters.ts';
import { listMessages } from './messages/lists.ts';
import { navMessages } from './messages/nav.ts';
import { offlineMessages } from './messages/offline.ts';
import { pageMessages } from './messages/pages.ts';
import { siteMessages } from './messages/site.ts';
import { validationMessages } from './messages/validation.ts';
import { kindMessages } from '../kinds/messages.ts';
import { languages, provideDictionary, type Lang } from './index.ts';

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
  itemMessages,
  searchMessages,
  complaintRecordMessages,
  alertMessages,
  offlineMessages,
  kindMessages,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
export type Dictionary = UnionToIntersection<(typeof areas)[number]['en']>;

/** One language's table: every area merged. */
export function dictionaryOf(lang: Lang): Record<string, string> {
  return Object.assign({}, ...areas.map((area) => area[lang])) as Record<string, string>;
}

for (const lang of languages) provideDictionary(lang, dictionaryOf(lang));
