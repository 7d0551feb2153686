// The service worker's decisions, in Node (ADR 047): what it keeps, what it saves at install, and the
// note it puts on a saved copy. The worker itself runs in the browser test (tests/e2e/offline.test.ts).
import { describe, expect, it } from 'vitest';
import { endpoints } from '#shared/contract/endpoints.ts';
import { MAX_BS_YEAR } from '#shared/calendar/index.ts';
import { offlineMessages } from '#shared/i18n/messages/offline.ts';
import {
  offlinePage,
  pageLanguage,
  savedAtText,
  withSavedCopyNote,
  SAVED_COPY_ATTRIBUTE,
} from './saved-copy.ts';
import { assetPathsIn, calendarMonthPaths, importedAssetPaths, monthDetailsPath } from './warm-up.ts';
import { isKeepableData, isKeepablePage, routeOf } from './what-to-keep.ts';

const ORIGIN = 'https://guthi.example.gov.np';
const route = (path: string, method = 'GET', mode = 'navigate') =>
  routeOf(new URL(path, ORIGIN), method, mode, ORIGIN);

describe('what the worker handles', () => {
  it('saves public pages, calendar months and build files; never the staff area or other sites', () => {
    expect(route('/notice/1')).toBe('page');
    expect(route('/calendar?year=2083&month=9')).toBe('page');
    expect(route('/assets/root-abc.css', 'GET', 'no-cors')).toBe('asset');
    expect(route(monthDetailsPath(2083, 9), 'GET', 'cors')).toBe('calendar-data');
    for (const staff of ['/admin', '/admin/', '/admin/content/notices', '/api/admin/me']) {
      expect(route(staff)).toBe('pass');
    }
    expect(route('/contact', 'POST')).toBe('pass');
    expect(route('/api/base/settings', 'GET', 'cors')).toBe('pass');
    expect(route('/notice.data', 'GET', 'cors')).toBe('pass');
    expect(routeOf(new URL('https://www.openstreetmap.org/x'), 'GET', 'navigate', ORIGIN)).toBe('pass');
  });

  it('keeps only pages the server marked public, whole and successful', () => {
    const page = (status: number, cacheControl: string | null, type = 'text/html; charset=utf-8') =>
      new Response('<html></html>', {
        status,
        headers: { 'content-type': type, ...(cacheControl ? { 'cache-control': cacheControl } : {}) },
      });
    expect(isKeepablePage(page(200, 'public, max-age=0, s-maxage=60'))).toBe(true);
    expect(isKeepablePage(page(200, 'no-store'))).toBe(false);
    expect(isKeepablePage(page(200, 'private, max-age=0'))).toBe(false);
    expect(isKeepablePage(page(200, null))).toBe(false);
    expect(isKeepablePage(page(404, 'public, max-age=0'))).toBe(false);
    expect(isKeepablePage(page(200, 'public', 'application/json'))).toBe(false);
    expect(isKeepableData(new Response('{}'))).toBe(true);
    expect(isKeepableData(new Response('{}', { headers: { 'cache-control': 'no-store' } }))).toBe(false);
    expect(isKeepableData(new Response('{}', { status: 500 }))).toBe(false);
  });
});

describe('what is saved at install', () => {
  it('asks for the months exactly as the calendar page does', () => {
    expect(monthDetailsPath(2083, 9)).toBe(`/api${endpoints.monthDetails(2083, 9).path}`);
  });

  it('is every month of this Bikram Sambat year and the next, by the day in Nepal', () => {
    // 2026-11-26 is Mangsir 2083; 2027-04-13 18:30 UTC is already 2084/01/01 in Nepal (00:15 NPT).
    const paths = calendarMonthPaths(new Date('2026-11-26T06:00:00Z'));
    expect(paths).toHaveLength(24);
    expect(paths[0]).toBe(monthDetailsPath(2083, 1));
    expect(paths[23]).toBe(monthDetailsPath(2084, 12));
    expect(calendarMonthPaths(new Date('2027-04-13T18:30:00Z'))[0]).toBe(monthDetailsPath(2084, 1));
  });

  it('stops at the last year the calendar knows', () => {
    const lastYear = calendarMonthPaths(new Date('2033-12-01T00:00:00Z'));
    expect(
      lastYear.every((path) => Number(new URL(path, ORIGIN).searchParams.get('year')) <= MAX_BS_YEAR),
    ).toBe(true);
  });

  it("finds a page's build files and the modules its scripts import", () => {
    const html =
      '<link rel="stylesheet" href="/assets/root-A1.css"><link rel="modulepreload" href="/assets/entry-B2.js">' +
      '<img src="/uploads/x.webp"><script>import("/assets/route-C3.js")</script><a href="/assets/../admin">';
    expect(assetPathsIn(html).sort()).toEqual([
      '/assets/entry-B2.js',
      '/assets/root-A1.css',
      '/assets/route-C3.js',
    ]);
    const script =
      'const a=()=>import(`./modern-D4.js`);import{x}from"./jsx-E5.js";fetch("./not-a-module.json")';
    expect(importedAssetPaths(script, '/assets/api-reader-F6.js').sort()).toEqual([
      '/assets/jsx-E5.js',
      '/assets/modern-D4.js',
    ]);
  });
});

describe('the note on a saved copy', () => {
  const savedAt = new Date('2026-11-26T06:00:00Z'); // 11:45 in Nepal, 10 Mangsir 2083
  const page = (lang: string) =>
    `<!DOCTYPE html><html lang="${lang}"><head></head><body class="min-h-screen"><a href="#main">skip</a><main>x</main></body></html>`;

  it('says when, as the site writes dates: Bikram Sambat and Nepali digits in Nepali', () => {
    expect(savedAtText(savedAt, 'ne')).toBe('१० मंसिर २०८३, ११:४५');
    expect(savedAtText(savedAt, 'en')).toBe('26 November 2026, 11:45');
  });

  it('goes first in <body>, in the page language, once', () => {
    const noted = withSavedCopyNote(page('en'), savedAt);
    expect(noted.indexOf(`<aside ${SAVED_COPY_ATTRIBUTE}`)).toBe(
      noted.indexOf('<body class="min-h-screen">') + 27,
    );
    expect(noted).toContain(
      offlineMessages.en['offline.saved_copy'].replace('{time}', '26 November 2026, 11:45'),
    );
    expect(noted).toContain(`aria-label="${offlineMessages.en['offline.note_label']}"`);
    expect(withSavedCopyNote(noted, new Date())).toBe(noted);
    expect(withSavedCopyNote(page('ne'), savedAt)).toContain('१० मंसिर २०८३, ११:४५');
  });

  it('reads the language from <html lang>, Nepali when unreadable', () => {
    expect(pageLanguage(page('en'))).toBe('en');
    expect(pageLanguage(page('xx'))).toBe('ne');
    expect(pageLanguage('<p>no html</p>')).toBe('ne');
  });

  it('the page for an unsaved address speaks both languages and leads to what works offline', () => {
    const html = offlinePage();
    for (const lang of ['ne', 'en'] as const) {
      expect(html).toContain(
        `<section lang="${lang}"><h1>${offlineMessages[lang]['offline.page_title']}</h1>`,
      );
    }
    expect(html).toContain('href="/calendar"');
    expect(html).toContain('href="/"');
  });
});
