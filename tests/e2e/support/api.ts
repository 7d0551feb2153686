// Small helpers the browser tests share: read the API the page reads (expectations come from the
// same data, never from copies), pick a bilingual field, and poll patiently on a busy machine.
import { expect } from 'vitest';
import { toNepaliDigits } from '#shared/calendar/index.ts';
import { baseUrl, type Lang } from './browser.ts';

/** Client navigations read the API first, and the machine runs the server, Chromium and other suites. */
export const POLL = { timeout: 10_000 };

/** expect.poll with the patience of POLL. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, POLL);

/** GET /api<path> from the server under test; fails the test unless it answers 200. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`/api${path}`, baseUrl()));
  expect(response.status, `GET /api${path}`).toBe(200);
  return (await response.json()) as T;
}

/** A bilingual field by suffix (title_en / title_ne), falling back to the other language like the site. */
export function pick(item: object, base: string, lang: Lang): string {
  const record = item as Record<string, string | null | undefined>;
  return record[`${base}_${lang}`] || record[`${base}_${lang === 'ne' ? 'en' : 'ne'}`] || '';
}

/** A number as the page writes it: Nepali digits in Nepali. */
export const digits = (value: number, lang: Lang) => (lang === 'ne' ? toNepaliDigits(value) : String(value));
