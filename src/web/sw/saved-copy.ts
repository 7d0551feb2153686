// What the service worker adds to a page it serves from its saved copies (issue 27: "a page read once
// opens again offline with a clear 'saved copy of <time>' note"), and the page it answers with when it
// has no copy. Pure string work, so it is tested in Node (saved-copy.test.ts).
//
// The note goes in as the first child of <body>: React 19 skips elements it did not render at the
// start of <body> when it hydrates, so hydrated pages keep it. It is a labelled <aside> (a landmark)
// so every piece of the page stays inside one.
import { adToBs, formatBsDateWords, formatDate, nepalToday, toNepaliDigits } from '#shared/calendar/index.ts';
import { parseLanguage, type Lang } from '#shared/i18n/languages.ts';
import { offlineMessages } from '#shared/i18n/messages/offline.ts';
import { escapeHtml } from '#shared/rich-text/plain-text.ts';

type OfflineKey = keyof (typeof offlineMessages)['en'];

function text(lang: Lang, key: OfflineKey, params: Record<string, string> = {}): string {
  return offlineMessages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When a copy was saved, as the site writes times: Nepal time; a Bikram Sambat date in Nepali. */
export function savedAtText(savedAt: Date, lang: Lang): string {
  const time = clock.format(savedAt);
  if (lang === 'ne') {
    return `${formatBsDateWords(adToBs(nepalToday(savedAt)), 'ne')}, ${toNepaliDigits(time)}`;
  }
  return `${formatDate(savedAt, 'en', 'long')}, ${time}`;
}

/** The page's language, from its <html lang>; Nepali when it says nothing readable. */
export function pageLanguage(html: string): Lang {
  const match = /<html\b[^>]*\blang="([^"]*)"/i.exec(html);
  return (match && parseLanguage(match[1]!)) ?? 'ne';
}

/** Marks the note, so a copy is never noted twice and tests can find it. */
export const SAVED_COPY_ATTRIBUTE = 'data-saved-copy';

function savedCopyNote(savedAt: Date, lang: Lang): string {
  return (
    `<aside ${SAVED_COPY_ATTRIBUTE}="${savedAt.toISOString()}" aria-label="${escapeHtml(text(lang, 'offline.note_label'))}"` +
    ' class="border-b-2 border-amber-600 bg-amber-50 py-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">' +
    // The header's width and padding (site-header.tsx), so the note lines up with the page.
    `<p class="mx-auto max-w-7xl px-4 sm:px-6"><strong>${escapeHtml(text(lang, 'offline.saved_copy', { time: savedAtText(savedAt, lang) }))}</strong> ` +
    `${escapeHtml(text(lang, 'offline.saved_copy_hint'))}</p></aside>`
  );
}

/** The saved page with the note as the first thing in <body>. */
export function withSavedCopyNote(html: string, savedAt: Date): string {
  if (html.includes(SAVED_COPY_ATTRIBUTE)) return html;
  const note = savedCopyNote(savedAt, pageLanguage(html));
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return note + html;
  const end = body.index + body[0].length;
  return html.slice(0, end) + note + html.slice(end);
}

/** The answer to a page asked for offline that was never saved: both languages, Nepali first. */
export function offlinePage(): string {
  const section = (lang: Lang) =>
    `<section lang="${lang}"><h1>${escapeHtml(text(lang, 'offline.page_title'))}</h1>` +
    `<p>${escapeHtml(text(lang, 'offline.page_text'))}</p>` +
    `<p><a href="/">${escapeHtml(text(lang, 'offline.home_link'))}</a> · ` +
    `<a href="/calendar">${escapeHtml(text(lang, 'offline.calendar_link'))}</a></p></section>`;
  return (
    '<!doctype html><html lang="ne"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(text('ne', 'offline.page_title'))} · ${escapeHtml(text('en', 'offline.page_title'))}</title>` +
    '<style>body{font-family:system-ui,sans-serif;margin:0;line-height:1.6;color:#0f172a;background:#fff}' +
    'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#881337;font-weight:600}' +
    'section+section{border-top:1px solid #cbd5e1;margin-top:2rem}' +
    '@media (prefers-color-scheme:dark){body{color:#f1f5f9;background:#020617}a{color:#fda4af}}</style>' +
    `</head><body><main>${section('ne')}${section('en')}</main></body></html>`
  );
}
