// sitemap.xml for search engines: every public page and item, each in both languages (Nepali at the plain
// address, English at `?lng=en`) with hreflang alternates. /sitemap.xml is an index of parts of at
// most SITEMAP_PART_URLS pages each (a part holds two <url> per page, one per language), so a million
// notices still make small files.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { published } from '../db/published.ts';
import { itemPaths } from '../../shared/item-paths.ts';
import { pageAddress } from '../../shared/page-address.ts';

export const SITEMAP_PART_URLS = 10_000;

/** The pages that are not items, in the route table's order (web/routes.ts). */
const STATIC_PAGES = [
  '/',
  '/notice',
  '/articles',
  '/vacancy',
  '/result',
  '/syllabus',
  '/calendar',
  '/cultural-heritage',
  '/gallery',
  '/about',
  '/contact',
  '/complaint',
  '/complaint/status',
];

type Part = 'pages' | 'notices' | 'articles' | 'vacancy' | 'laws';
export const SITEMAP_PARTS: readonly Part[] = ['pages', 'notices', 'articles', 'vacancy', 'laws'];

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

async function countOf(db: Kysely<Database>, part: Part): Promise<number> {
  if (part === 'pages') return 1;
  const table = (
    { notices: 'notice', articles: 'article', vacancy: 'vacancy_document', laws: 'law' } as const
  )[part];
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(published())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The parts /sitemap.xml lists: `pages-1`, `notices-1`, `notices-2` ... */
/** How many files a part takes (one at least, even when empty). */
async function piecesOf(db: Kysely<Database>, part: Part): Promise<number> {
  return Math.max(1, Math.ceil((await countOf(db, part)) / SITEMAP_PART_URLS));
}

export async function sitemapParts(db: Kysely<Database>): Promise<string[]> {
  const names: string[] = [];
  for (const part of SITEMAP_PARTS) {
    const pieces = await piecesOf(db, part);
    for (let n = 1; n <= pieces; n += 1) names.push(`${part}-${n}`);
  }
  return names;
}

const vacancyPath = {
  notice: itemPaths.vacancyItem,
  result: itemPaths.resultItem,
  syllabus: itemPaths.syllabusItem,
};

async function entriesOf(db: Kysely<Database>, part: Part, piece: number): Promise<Entry[]> {
  const offset = (piece - 1) * SITEMAP_PART_URLS;
  const page = <Q extends { limit: (n: number) => Q; offset: (n: number) => Q }>(query: Q) =>
    query.limit(SITEMAP_PART_URLS).offset(offset);
  switch (part) {
    case 'pages': {
      const [branches, festivals, categories] = await Promise.all([
        db.selectFrom('branch').select('id').where(published()).orderBy('id').execute(),
        db.selectFrom('festival').select(['id', 'created_at']).where(published()).orderBy('id').execute(),
        db.selectFrom('law_category').select('id').where(published()).orderBy('id').execute(),
      ]);
      return [
        ...STATIC_PAGES.map((path) => ({ path })),
        ...categories.map((row) => ({ path: `/law-and-enforcement/${row.id}` })),
        ...branches.map((row) => ({ path: `/branches/${row.id}` })),
        ...festivals.flatMap((row) => [
          { path: `/festivals/${row.id}` },
          { path: `/festivals/details/${row.id}`, lastmod: day(row.created_at) },
        ]),
      ];
    }
    case 'notices':
    case 'articles': {
      const table = part === 'notices' ? 'notice' : 'article';
      const rows = await page(
        db.selectFrom(table).select(['id', 'created_at']).where(published()).orderBy('id'),
      ).execute();
      const path = part === 'notices' ? itemPaths.noticeItem : itemPaths.articleItem;
      return rows.map((row) => ({ path: path(row.id), lastmod: day(row.created_at) }));
    }
    case 'vacancy': {
      const rows = await page(
        db
          .selectFrom('vacancy_document')
          .select(['id', 'kind', 'created_at'])
          .where(published())
          .orderBy('id'),
      ).execute();
      return rows.map((row) => ({
        path: vacancyPath[row.kind as keyof typeof vacancyPath](row.id),
        lastmod: day(row.created_at),
      }));
    }
    case 'laws': {
      const rows = await page(
        db.selectFrom('law').select(['id', 'created_at']).where(published()).orderBy('id'),
      ).execute();
      return rows.map((row) => ({ path: itemPaths.lawItem(row.id), lastmod: day(row.created_at) }));
    }
  }
}

/** Parses `notices-2` into its part and piece, or null. */
export function parsePartName(name: string): { part: Part; piece: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})$/.exec(name);
  if (!match || !SITEMAP_PARTS.includes(match[1] as Part)) return null;
  return { part: match[1] as Part, piece: Number(match[2]) };
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
