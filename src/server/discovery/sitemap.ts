// sitemap.xml for search engines: every public page and item, each in both languages (Nepali at the plain
// address, English at `?lng=en`) with hreflang alternates. /sitemap.xml is an index of parts of at
// most SITEMAP_PART_URLS pages each (a part holds two <url> per page, one per language), so a million
// notices still make small files.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pageAddress } from '#shared/page-address.ts';
import { pages } from '#shared/paths.ts';
import { LIST_PAGES, SITEMAP_PARTS, sitemapKinds, type SitemapPart } from '#shared/kinds/derived.ts';
import { publicRows } from './public-rows.ts';

const SITEMAP_PART_URLS = 10_000;

/** The pages that are not items: the kinds' lists (from their descriptions) and the site's own pages. */
const STATIC_PAGES = [
  pages.home(),
  ...LIST_PAGES,
  pages.calendar(),
  pages.gallery(),
  pages.about(),
  pages.donate(),
  pages.contact(),
  pages.complaint(),
  pages.complaintStatus(),
  pages.alerts(),
];

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const day = (iso: string) => iso.slice(0, 10);

/** How many items a paged part holds (`pages` is never paged: one file). */
async function countOf(db: Kysely<Database>, part: SitemapPart): Promise<number> {
  if (part === 'pages') return 1;
  const row = await publicRows(
    db,
    sitemapKinds(part).map(({ spec }) => spec),
  )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many files a part takes (one at least, even when empty). */
async function piecesOf(db: Kysely<Database>, part: SitemapPart): Promise<number> {
  return Math.max(1, Math.ceil((await countOf(db, part)) / SITEMAP_PART_URLS));
}

/** The parts /sitemap.xml lists: `pages-1`, `notices-1`, `notices-2` ... */
async function sitemapParts(db: Kysely<Database>): Promise<string[]> {
  const names: string[] = [];
  for (const part of SITEMAP_PARTS) {
    const pieces = await piecesOf(db, part);
    for (let n = 1; n <= pieces; n += 1) names.push(`${part}-${n}`);
  }
  return names;
}

/** The entries of a row: one per page its kind gives, `dated` ones with the item's day. */
function entriesOfRow(
  kinds: ReturnType<typeof sitemapKinds>,
  row: Readonly<Record<string, unknown>>,
): Entry[] {
  const kind = kinds.find(({ spec }) =>
    Object.entries(spec.fixed ?? {}).every(([column, value]) => row[column] === value),
  );
  if (!kind) return [];
  return kind.pages.map(({ path, dated }) =>
    dated && row.created_at
      ? { path: path(Number(row.id)), lastmod: day(String(row.created_at)) }
      : { path: path(Number(row.id)) },
  );
}

/** The columns a part's rows are read with: the id, the columns telling kinds apart, and the date. */
function columnsOf(kinds: ReturnType<typeof sitemapKinds>): string[] {
  return [
    'id',
    ...new Set(kinds.flatMap(({ spec }) => Object.keys(spec.fixed ?? {}))),
    ...(kinds.some(({ pages }) => pages.some((page) => page.dated)) ? ['created_at'] : []),
  ];
}

/**
 * The public items of a part (`pages`: the fixed pages and every item of its kinds, not paged). The
 * kinds of a paged part share one table (kinds.test.ts), so its items are paged by id in one query.
 */
async function entriesOf(db: Kysely<Database>, part: SitemapPart, piece: number): Promise<Entry[]> {
  const kinds = sitemapKinds(part);
  if (part === 'pages') {
    const rows = await Promise.all(
      kinds.map(({ spec }) =>
        publicRows(db, [spec])
          .select(columnsOf(kinds.filter((kind) => kind.spec === spec)))
          .orderBy('id')
          .execute(),
      ),
    );
    return [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...rows.flatMap((kindRows, index) => kindRows.flatMap((row) => entriesOfRow([kinds[index]!], row))),
    ];
  }
  const rows = await publicRows(
    db,
    kinds.map(({ spec }) => spec),
  )
    .select(columnsOf(kinds))
    .orderBy('id')
    .limit(SITEMAP_PART_URLS)
    .offset((piece - 1) * SITEMAP_PART_URLS)
    .execute();
  return rows.flatMap((row) => entriesOfRow(kinds, row));
}

/** Parses `notices-2` into its part and piece, or null. */
export function parsePartName(name: string): { part: SitemapPart; piece: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})$/.exec(name);
  if (!match || !SITEMAP_PARTS.includes(match[1] as SitemapPart)) return null;
  return { part: match[1] as SitemapPart, piece: Number(match[2]) };
}

export async function renderSitemapIndex(db: Kysely<Database>, publicUrl: string): Promise<string> {
  const parts = await sitemapParts(db);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (name) => `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** One part, or null when it does not exist (past the last piece). */
export async function renderSitemapPart(
  db: Kysely<Database>,
  publicUrl: string,
  name: string,
): Promise<string | null> {
  const parsed = parsePartName(name);
  // Only the asked part is counted: a past-the-end piece does not exist.
  if (!parsed || parsed.piece > (await piecesOf(db, parsed.part))) return null;
  const entries = await entriesOf(db, parsed.part, parsed.piece);
  const urls = entries.flatMap(({ path, lastmod }) => {
    const ne = pageAddress(publicUrl, path, '', 'ne');
    const en = pageAddress(publicUrl, path, '', 'en');
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="ne" href="${escapeXml(ne)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(ne)}"/>`,
    ].join('');
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return [ne, en].map((loc) => `  <url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
