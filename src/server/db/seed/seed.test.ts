// The demo seed on every database: minimum amounts, bilingual completeness, idempotence under
// concurrent starts, real files with the right magic bytes, and a reset that spares submissions.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { buildDemoContent } from './build.ts';
import { isDatabaseEmpty, resetDemoContent, seedDemoContent, seedDemoContentIfEmpty } from './index.ts';
import { settingKeys } from './settings.ts';
import { complaintRow } from '../../test-support/fixtures.ts';

const NOW = new Date('2026-11-22T08:00:00Z');
const DEVANAGARI = /[\u0900-\u097f]/;

type Table = keyof Database;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any table, read generically
type Row = Record<string, any>;

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await migrateToLatest(database.db);
  return database;
}

async function rows(db: Kysely<Database>, table: Table): Promise<Row[]> {
  return (await db.selectFrom(table).selectAll().execute()) as Row[];
}

async function count(db: Kysely<Database>, table: Table): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const contentTables: Table[] = [
  'setting',
  'branch',
  'notice',
  'article',
  'slide',
  'service',
  'festival',
  'occasion',
  'law_category',
  'law',
  'vacancy_document',
  'heritage_site',
  'gallery_image',
  'department',
  'employee',
  'contact_category',
  'complaint_category',
];

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of contentTables) result[table] = await count(db, table);
  return result;
}

describe('demo seed content', () => {
  let t: TestDatabase;
  const data = {} as Record<Table, Row[]>;
  beforeAll(async () => {
    t = await freshDatabase();
    await seedDemoContent(t.db, { uploadDir: null, now: NOW });
    for (const table of contentTables) data[table] = await rows(t.db, table);
  });
  afterAll(() => t.close());

  it('meets every minimum amount', () => {
    expect(data.branch.length).toBeGreaterThanOrEqual(11);
    expect(data.slide.length).toBeGreaterThanOrEqual(5);
    expect(data.notice.length).toBeGreaterThanOrEqual(60);
    expect(data.article.length).toBeGreaterThanOrEqual(30);
    expect(data.festival.length).toBeGreaterThanOrEqual(25);
    expect(data.law_category.map((c) => c.name_ne)).toEqual([
      'ऐन',
      'नियमावली',
      'निर्देशिका',
      'कार्यविधि',
      'नीति',
      'परिपत्र',
    ]);
    expect(data.law.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['notice', 'result', 'syllabus'])
      expect(data.vacancy_document.filter((d) => d.kind === kind).length).toBeGreaterThanOrEqual(25);
    expect(data.heritage_site.length).toBeGreaterThanOrEqual(30);
    expect(data.gallery_image.length).toBeGreaterThanOrEqual(40);
    expect(data.department.length).toBeGreaterThanOrEqual(6);
    expect(data.service).toHaveLength(4);
    expect(data.contact_category.length).toBeGreaterThanOrEqual(5);
    expect(data.complaint_category.length).toBeGreaterThanOrEqual(6);
  });

  it('has offices with sub-offices, hours, phones in Nepali digits and map links', () => {
    const parents = data.branch.filter((b) => b.parent_id === null);
    const subs = data.branch.filter((b) => b.parent_id !== null);
    expect(parents.length).toBeGreaterThanOrEqual(11);
    expect(subs.length).toBeGreaterThan(0);
    for (const sub of subs) expect(parents.map((p) => p.id)).toContain(sub.parent_id);
    expect(data.branch.map((b) => b.name_ne)).toContain('केन्द्रीय कार्यालय, त्रिपुरेश्वर');
    for (const b of data.branch) {
      expect(b.location_url).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
      expect(b.phone_number_ne).toMatch(/^[०-९, -]+$/);
      expect(b.hours_ne).toMatch(/[०-९]/);
    }
  });

  it('marks urgent and exactly three popup notices, with image, PDF and no file', () => {
    expect(data.notice.filter((n) => n.is_urgent === 1).length).toBeGreaterThan(0);
    expect(data.notice.filter((n) => n.is_popup === 1)).toHaveLength(3);
    expect(data.notice.some((n) => n.file?.endsWith('.pdf'))).toBe(true);
    expect(data.notice.some((n) => /\.(jpg|webp|png)$/.test(n.file ?? ''))).toBe(true);
    expect(data.notice.some((n) => n.file === null)).toBe(true);
    expect(new Set(data.notice.map((n) => n.branch_id)).size).toBeGreaterThan(5);
    expect(new Set(data.notice.map((n) => n.title_en)).size).toBeGreaterThanOrEqual(55);
  });

  it('spreads created_at over the two years before now', () => {
    const earliest = NOW.getTime() - 731 * 86_400_000;
    for (const table of [
      'notice',
      'article',
      'law',
      'vacancy_document',
      'gallery_image',
      'festival',
    ] as Table[]) {
      for (const row of data[table]) {
        const at = Date.parse(row.created_at);
        expect(at).toBeGreaterThan(earliest);
        expect(at).toBeLessThan(NOW.getTime());
      }
    }
    const years = new Set(data.notice.map((n) => n.created_at.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(2);
  });

  it('has festivals with BS dates, history sub-headings and a menu of about eight', () => {
    for (const f of data.festival) {
      expect(f.start_date_bs).toMatch(/^208[23]\/\d\d\/\d\d$/);
      expect(f.start_date <= f.end_date).toBe(true);
      expect(f.description_en.split('\n').length).toBeGreaterThanOrEqual(3);
    }
    expect(
      data.festival.filter((f) => f.description_en.includes('history and mythology')).length,
    ).toBeGreaterThan(5);
    const menu = data.festival.filter((f) => f.in_menu === 1).length;
    expect(menu).toBeGreaterThanOrEqual(6);
    expect(menu).toBeLessThanOrEqual(10);
    expect(data.festival.some((f) => f.is_jatra === 1)).toBe(true);
    expect(data.festival.some((f) => f.is_holiday === 1)).toBe(true);
  });

  it('has calendar occasions for 2082 and 2083 with holidays, jatras, spans and festival links', () => {
    for (const year of [2082, 2083]) {
      const inYear = data.occasion.filter((o) => o.bs_year === year);
      expect(inYear.length).toBeGreaterThanOrEqual(30);
      expect(inYear.filter((o) => o.is_holiday === 1).length).toBeGreaterThanOrEqual(20);
      expect(inYear.some((o) => o.is_jatra === 1)).toBe(true);
      const months = new Set(inYear.map((o) => o.bs_month));
      expect(months.size).toBe(12);
    }
    const newYear = data.occasion.find((o) => o.date_bs === '2082/01/01' && o.title_en === 'Nepali New Year');
    expect(newYear?.start_date).toBe('2025-04-14');
    expect(data.occasion.some((o) => o.end_date > o.start_date)).toBe(true);
    const festivalIds = new Set(data.festival.map((f) => f.id));
    const linked = data.occasion.filter((o) => o.festival_id !== null);
    expect(linked.length).toBeGreaterThan(10);
    for (const o of linked) expect(festivalIds.has(o.festival_id)).toBe(true);
    for (const o of data.occasion) {
      expect(o.date_bs).toBe(
        `${o.bs_year}/${String(o.bs_month).padStart(2, '0')}/${String(o.bs_day).padStart(2, '0')}`,
      );
    }
  });

  it('has the corrected lunar dates and one-day rows for the main festival days', () => {
    const on = (title: string, start: string) =>
      data.occasion.find((o) => o.title_en === title && o.start_date === start);
    // Sakela Ubhauli is on Baishakh Purnima, with Buddha Jayanti.
    expect(on('Sakela Ubhauli', '2025-05-12')).toBeDefined();
    expect(on('Buddha Jayanti', '2025-05-12')).toBeDefined();
    expect(on('Gathemangal (Ghantakarna Chaturdashi)', '2025-07-23')).toBeDefined();
    expect(on('Gyalpo Lhosar', '2027-02-07')).toBeDefined();
    expect(on('Sonam Lhosar', '2027-02-07')).toBeDefined();
    // Both Dashain spans reach Kojagrat Purnima.
    const dashain = data.occasion.filter((o) => o.title_en.startsWith('Bada Dashain'));
    expect(dashain.map((o) => [o.start_date, o.end_date]).sort()).toEqual([
      ['2025-09-29', '2025-10-06'],
      ['2026-10-17', '2026-10-25'],
    ]);
    // Indra Jatra: the eight-day span is no holiday; only its main day is.
    const indra = data.occasion.filter((o) => o.title_en === 'Indra Jatra');
    expect(indra).toHaveLength(2);
    for (const o of indra) expect(o.is_holiday).toBe(0);
    const indraHoliday = data.occasion.filter((o) => o.title_en.startsWith('Indra Jatra holiday'));
    expect(indraHoliday.map((o) => [o.start_date, o.end_date, o.is_holiday])).toEqual([
      ['2025-09-06', '2025-09-06', 1],
      ['2026-09-25', '2026-09-25', 1],
    ]);
    for (const [title, dates] of [
      ['Fulpati', ['2025-09-29', '2026-10-17']],
      ['Maha Ashtami', ['2025-09-30', '2026-10-18']],
      ['Maha Navami', ['2025-10-01', '2026-10-19']],
      ['Vijaya Dashami', ['2025-10-02', '2026-10-20']],
      ['Laxmi Puja', ['2025-10-21', '2026-11-08']],
      ['Govardhan Puja / Mha Puja', ['2025-10-22', '2026-11-10']],
      ['Bhai Tika', ['2025-10-23', '2026-11-11']],
    ] as const) {
      const rows = data.occasion.filter((o) => o.title_en === title);
      expect(rows.map((o) => o.start_date).sort(), title).toEqual([...dates]);
      for (const o of rows) expect(o.end_date, title).toBe(o.start_date);
    }
  });

  it('has syllabus entries with a link and/or a file', () => {
    const syllabus = data.vacancy_document.filter((d) => d.kind === 'syllabus');
    for (const s of syllabus) expect(s.link !== null || s.file !== null).toBe(true);
    expect(syllabus.some((s) => s.link !== null && s.file === null)).toBe(true);
    expect(syllabus.some((s) => s.link === null && s.file !== null)).toBe(true);
  });

  it('has gallery sizes, a heritage strip, and https service links', () => {
    for (const g of data.gallery_image) {
      expect(g.width).toBeGreaterThan(0);
      expect(g.height).toBeGreaterThan(0);
    }
    expect(data.gallery_image.filter((g) => g.in_heritage_strip === 1).length).toBe(8);
    for (const s of data.service) expect(s.url).toMatch(/^https:\/\//);
  });

  it('has team members per department, an org chart led by the chair and administrator, and branch staff', () => {
    for (const d of data.department)
      expect(data.employee.filter((e) => e.department_id === d.id).length).toBeGreaterThanOrEqual(8);
    const chart = data.employee
      .filter((e) => e.in_org_chart === 1)
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
    expect(chart.length).toBeGreaterThanOrEqual(10);
    expect(chart.slice(0, 2).map((e) => e.position_en)).toEqual(['Chairperson', 'Administrator']);
    for (const b of data.branch) {
      const staff = data.employee.filter((e) => e.branch_id === b.id).length;
      expect(staff).toBeGreaterThanOrEqual(3);
      expect(staff).toBeLessThanOrEqual(12);
    }
    expect(data.employee.some((e) => e.image === null)).toBe(true);
  });

  it('fills every bilingual pair, with Devanagari in the Nepali half', () => {
    for (const table of contentTables) {
      if (table === 'setting') continue;
      for (const row of data[table]) {
        for (const column of Object.keys(row).filter((c) => c.endsWith('_ne'))) {
          const en = row[column.replace(/_ne$/, '_en')];
          const ne = row[column];
          if (en === null && ne === null) continue;
          expect(typeof en === 'string' && en.trim().length > 0, `${table}.${column} en`).toBe(true);
          expect(DEVANAGARI.test(ne), `${table}.${column} of ${row.id}: ${ne}`).toBe(true);
        }
      }
    }
    const settings = new Map(data.setting.map((s) => [s.key, s.value as string]));
    for (const [key, value] of settings) {
      if (key.endsWith('_ne')) expect(DEVANAGARI.test(value), key).toBe(true);
      if (key.endsWith('_en')) expect(value.trim().length, key).toBeGreaterThan(0);
    }
  });

  // That these are the keys the site module reads is checked in modules/site/site.test.ts
  // (db/ may not import modules/).
  it('writes every setting key it declares', () => {
    const stored = new Set(data.setting.map((s) => s.key));
    expect([...stored].sort()).toEqual([...settingKeys].sort());
    const settings = new Map(data.setting.map((s) => [s.key, s.value as string]));
    const shown = [1, 2, 3].filter((n) => settings.get(`display_person_${n}`) === 'true');
    expect(shown).toHaveLength(2);
    expect(settings.get('map_embed_url')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=27\.6939%2C85\.3136$/,
    );
    expect(settings.get('contact_numbers_en')).toContain('01-4248603');
  });

  it('is deterministic for a given now', () => {
    const a = buildDemoContent(NOW);
    const b = buildDemoContent(NOW);
    const strip = ({ files: _files, ...rest }: ReturnType<typeof buildDemoContent>) => rest;
    expect(JSON.stringify(strip(a))).toBe(JSON.stringify(strip(b)));
  });
});

describe('seeding only an empty database', () => {
  let t: TestDatabase;
  afterEach(() => t.close());

  it('never duplicates content, also when two starts race', async () => {
    t = await freshDatabase();
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    const results = await Promise.all([
      seedDemoContentIfEmpty(t.db, { uploadDir: null, now: NOW }),
      seedDemoContentIfEmpty(t.db, { uploadDir: null, now: NOW }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const first = await counts(t.db);
    expect(await seedDemoContentIfEmpty(t.db, { uploadDir: null, now: NOW })).toBe(false);
    expect(await counts(t.db)).toEqual(first);
    expect(first.notice).toBe(buildDemoContent(NOW).notices.length);
  });

  it('resets content but keeps submissions and the offices and subjects they name', async () => {
    t = await freshDatabase();
    await seedDemoContent(t.db, { uploadDir: null, now: NOW });
    const before = await counts(t.db);
    const branch = await t.db
      .selectFrom('branch')
      .select(['id', 'name_en'])
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const complaintCategory = await t.db
      .selectFrom('complaint_category')
      .select('id')
      .executeTakeFirstOrThrow();
    const contactCategory = await t.db.selectFrom('contact_category').select('id').executeTakeFirstOrThrow();
    const at = NOW.toISOString();
    await t.db
      .insertInto('complaint')
      .values(
        complaintRow({ branch_id: branch.id, category_id: complaintCategory.id, created_at: at, title: 'T' }),
      )
      .execute();
    await t.db
      .insertInto('contact_message')
      .values({
        full_name: 'B',
        email: null,
        phone: '9800000001',
        category_id: contactCategory.id,
        message: 'M',
        lang: 'ne',
        created_at: at,
      })
      .execute();

    const { deleted } = await resetDemoContent(t.db, { uploadDir: null, now: NOW });
    expect(deleted.notice).toBe(before.notice);
    // Every office but the one the complaint names.
    expect(deleted.branch).toBe(before.branch! - 1);

    expect(await counts(t.db)).toEqual(before);
    expect(await count(t.db, 'complaint')).toBe(1);
    expect(await count(t.db, 'contact_message')).toBe(1);
    const kept = await t.db
      .selectFrom('branch')
      .select(['name_en', 'parent_id'])
      .where('id', '=', branch.id)
      .executeTakeFirstOrThrow();
    expect(kept.name_en).toBe(branch.name_en);
    expect(kept.parent_id).not.toBeNull();
  });
});

describe('seeding with an upload directory', () => {
  let t: TestDatabase;
  let uploadDir: string;
  beforeAll(async () => {
    t = await freshDatabase();
    uploadDir = mkdtempSync(join(tmpdir(), 'sampada-seed-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const magic: Record<string, (b: Buffer) => boolean> = {
    jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    png: (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    webp: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
    pdf: (b) => b.toString('latin1', 0, 5) === '%PDF-',
  };

  it('writes every referenced file with content matching its extension', async () => {
    const report = await seedDemoContent(t.db, { uploadDir, now: NOW });
    const urls = new Set<string>();
    for (const table of contentTables) {
      for (const row of await rows(t.db, table)) {
        for (const [column, value] of Object.entries(row)) {
          const isFileColumn = ['image', 'file', 'value'].includes(column);
          if (isFileColumn && typeof value === 'string' && value.startsWith('/uploads/')) urls.add(value);
        }
      }
    }
    expect(urls.size).toBeGreaterThan(100);
    expect(report.files).toBe(urls.size);
    const images = [...urls].filter((u) => !u.endsWith('.pdf'));
    expect(images.length).toBeGreaterThanOrEqual(15);
    expect(images.length).toBeLessThanOrEqual(40);
    for (const url of urls) {
      const path = join(uploadDir, 'public', url.slice('/uploads/'.length));
      const extension = url.split('.').pop() as string;
      const bytes = readFileSync(path);
      expect(magic[extension]?.(bytes), url).toBe(true);
      if (url.includes('/slides/')) expect(statSync(path).size).toBeLessThan(120_000);
    }
    const pdf = readFileSync(
      join(uploadDir, 'public', [...urls].find((u) => u.endsWith('.pdf'))!.slice(9)),
      'latin1',
    );
    expect(pdf).toMatch(/xref\n0 6\n/);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    // Every xref entry points at its object.
    const offsets = pdf
      .slice(xrefAt)
      .match(/^\d{10} 00000 n $/gm)!
      .map((line) => Number(line.slice(0, 10)));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 7)).toBe(`${i + 1} 0 obj`));
    const length = Number(/\/Length (\d+)/.exec(pdf)![1]);
    const streamAt = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(streamAt + length, streamAt + length + 10)).toBe('\nendstream');
  });
});
