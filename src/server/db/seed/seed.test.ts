// The demo seed on every database: minimum amounts, bilingual completeness, idempotence under
// concurrent starts, real files with the right magic bytes, and a reset that spares submissions.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import type { Database } from '../schema.ts';
import { sanitizeRichText } from '#server/rich-text/sanitize.ts';
import { buildDemoContent } from './build.ts';
import { isDatabaseEmpty, resetDemoContent, seedDemoContent, seedDemoContentIfEmpty } from './index.ts';
import {
  settingGroupNames,
  settingGroups,
  readSettingGroup,
  settingImageKeys,
  settingRichTextKeys,
  type SettingGroupName,
} from '#shared/contract/settings.ts';
import { complaintRow } from '#server/test-support/fixtures.ts';
import { adToBs } from '#shared/calendar/index.ts';

const NOW = new Date('2026-11-22T08:00:00Z');
const DEVANAGARI = /[\u0900-\u097f]/;

type Table = keyof Database;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any table, read generically
type Row = Record<string, any>;

async function freshDatabase(): Promise<TestDatabase> {
  return createMigratedDatabase(false);
}

/** The stored setting groups as one map of fields, named as the pages read them (about_*, why_n_*). */
function settingsOf(groups: Row[]): Map<string, string> {
  const prefixes: Record<string, string> = {
    about: 'about_',
    home_texts: 'home_',
    contact_page: 'contact_page_',
  };
  const settings = new Map<string, string>();
  for (const group of groups) {
    const name = group.name as string;
    const value = JSON.parse(group.value as string) as Record<string, unknown>;
    const fields =
      name === 'why_choose'
        ? (value.reasons as Record<string, unknown>[]).flatMap((reason, i) =>
            Object.entries(reason).map(([field, v]) => [`why_${i + 1}_${field}`, v] as const),
          )
        : Object.entries(value).map(([field, v]) => [`${prefixes[name] ?? ''}${field}`, v] as const);
    for (const [field, v] of fields) settings.set(field, v === null ? '' : String(v));
  }
  return settings;
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
  'setting_group',
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

  // Pinned from the seed as it was before its content moved to data/*.json (ADR 019): the same rows,
  // and relations that now go by key (law category, department, footer person) land on the same rows.
  it('seeds what the TypeScript content seeded: exact counts and pinned rows', () => {
    expect(Object.fromEntries(contentTables.map((table) => [table, data[table].length]))).toEqual({
      setting_group: 9,
      branch: 17,
      notice: 66,
      article: 34,
      slide: 5,
      service: 4,
      festival: 26,
      occasion: 104,
      law_category: 6,
      law: 64,
      vacancy_document: 78,
      heritage_site: 33,
      gallery_image: 42,
      department: 9,
      employee: 203,
      contact_category: 6,
      complaint_category: 7,
    });
    const nameOf = (table: Table, id: number | null) => data[table].find((row) => row.id === id)?.name_en;
    const employee = (name: string) => data.employee.find((e) => e.full_name_en === name)!;
    expect(employee('Dr. Hari Narayan Joshi')).toMatchObject({
      position_en: 'Chairperson',
      in_org_chart: 1,
      sort_order: 1,
    });
    expect(nameOf('department', employee('Dr. Hari Narayan Joshi').department_id)).toBe(
      'Office of the Chair and Administrator',
    );
    const contacts = ['Ramesh Prasad Shrestha', 'Sabina Maharjan', 'Dipak Bajracharya'].map(employee);
    expect(contacts.map((e) => [e.position_en, e.sort_order, nameOf('department', e.department_id)])).toEqual(
      [
        ['Information Officer', 2, 'Internal Administration and IT Section'],
        ['Spokesperson', 3, 'Internal Administration and IT Section'],
        ['Grievance Officer', 4, 'Internal Administration and IT Section'],
      ],
    );
    expect(data.employee.filter((e) => e.branch_id !== null)).toHaveLength(120);

    const act = data.law.find((law) => law.title_en === 'Guthi Sansthan Act, 2033 (1976)')!;
    expect(nameOf('law_category', act.category_id)).toBe('Acts');
    expect(act.description_en).toBe(
      'Guthi Sansthan Act, 2033 (1976), as published in the Nepal Gazette with amendments to date.',
    );
    const directive = data.law.find((law) => law.title_en === 'Directive on Festival and Jatra Expenditure')!;
    expect(nameOf('law_category', directive.category_id)).toBe('Directives');
    expect(directive.description_en).toMatch(/issued by Guthi Sansthan/);
    const circulars = data.law.filter((law) => nameOf('law_category', law.category_id) === 'Circulars');
    expect(circulars).toHaveLength(14);
    expect(circulars.map((law) => law.title_en)).toContain(
      'Circular no. 2 (2083/84): office hours during winter',
    );

    const indra = data.festival.find((f) => f.title_en === 'Indra Jatra')!;
    expect([nameOf('branch', indra.branch_id), indra.start_date]).toEqual([
      'Guthi Sansthan Branch Office, Kathmandu',
      '2026-09-23',
    ]);
    const bisket = data.occasion.find((o) => o.festival_id !== null)!;
    expect([bisket.title_en, bisket.start_date, nameOf('branch', bisket.branch_id)]).toEqual([
      'Bisket Jatra',
      '2026-04-10',
      'Guthi Sansthan Branch Office, Bhaktapur',
    ]);
    expect(data.festival.find((f) => f.id === bisket.festival_id)?.title_en).toBe('Bisket Jatra');
    expect([data.slide[0]!.title_en, data.service[0]!.url]).toEqual([
      'Living heritage of Nepal',
      'https://services.guthi.gov.np/house-map-recommendation',
    ]);

    const footer = JSON.parse(data.setting_group.find((g) => g.name === 'footer_persons')!.value as string);
    expect(footer).toMatchObject({
      display_person_1: true,
      display_person_3: false,
      contact_person1_name_en: 'Ramesh Prasad Shrestha',
      contact_person1_position_ne: 'सूचना अधिकारी',
      contact_person1_phone: '9851034567',
      contact_person1_image: employee('Ramesh Prasad Shrestha').image,
    });
  });

  it('has offices with sub-offices, hours, phones (typed once, ASCII digits) and map links', () => {
    const parents = data.branch.filter((b) => b.parent_id === null);
    const subs = data.branch.filter((b) => b.parent_id !== null);
    expect(parents.length).toBeGreaterThanOrEqual(11);
    expect(subs.length).toBeGreaterThan(0);
    for (const sub of subs) expect(parents.map((p) => p.id)).toContain(sub.parent_id);
    expect(data.branch.map((b) => b.name_ne)).toContain('केन्द्रीय कार्यालय, त्रिपुरेश्वर');
    for (const b of data.branch) {
      expect(b.location_url).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
      expect(b.phone_number).toMatch(/^[0-9, -]+$/);
      expect(b.hours_ne).toMatch(/[०-९]/);
    }
  });

  it('shows one set of office hours: the Contact page and every office agree, Friday included', () => {
    const settings = settingsOf(data.setting_group);
    for (const lang of ['en', 'ne']) {
      const contact = settings.get(`office_hours_${lang}`);
      expect(contact).toMatch(/Friday|शुक्रबार/);
      for (const b of data.branch) expect(b[`hours_${lang}`], b.name_en).toBe(contact);
    }
  });

  it('marks urgent and exactly three popup notices, with image, PDF and no file', () => {
    expect(data.notice.filter((n) => n.is_urgent === 1).length).toBeGreaterThan(0);
    expect(data.notice.filter((n) => n.is_popup === 1)).toHaveLength(3);
    expect(data.notice.some((n) => n.file?.endsWith('.pdf'))).toBe(true);
    expect(data.notice.some((n) => /\.(jpg|webp|png)$/.test(n.file ?? ''))).toBe(true);
    expect(data.notice.some((n) => n.file === null)).toBe(true);
    expect(new Set(data.notice.map((n) => n.branch_id)).size).toBeGreaterThan(5);
  });

  // The festival-schedule template has one fitting festival in some months (2026-11-24: only
  // Bibaha Panchami), which once gave three notices one title on the first list page.
  it.each(['2026-01-01', '2026-05-05', '2026-11-24', '2027-03-10', '2027-07-01'])(
    'gives every notice and article its own title in both languages (seeded on %s)',
    (when) => {
      const built = buildDemoContent(new Date(`${when}T06:00:00Z`));
      for (const items of [built.notices, built.articles]) {
        expect(new Set(items.map((n) => n.title_en)).size).toBe(items.length);
        expect(new Set(items.map((n) => n.title_ne)).size).toBe(items.length);
      }
    },
  );

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

  it('has festivals in BS 2082/2083, history sub-headings and a menu of about eight', () => {
    for (const f of data.festival) {
      expect([2082, 2083]).toContain(adToBs(f.start_date).year);
      expect(f).not.toHaveProperty('start_date_bs');
      expect(f.start_date <= f.end_date).toBe(true);
      // Rich text (ADR 031): long-form, a paragraph per block.
      expect(f.description_en.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
    expect(
      data.festival.filter((f) => /<h2>The history and mythology of /.test(f.description_en)).length,
    ).toBeGreaterThan(5);
    const menu = data.festival.filter((f) => f.in_menu === 1).length;
    expect(menu).toBeGreaterThanOrEqual(6);
    expect(menu).toBeLessThanOrEqual(10);
    expect(data.festival.some((f) => f.is_jatra === 1)).toBe(true);
    expect(data.festival.some((f) => f.is_holiday === 1)).toBe(true);
  });

  it('writes bodies as the allowlist keeps them (public pages render them as stored, ADR 031)', () => {
    const bodies = [
      ...data.notice.flatMap((n) => [n.text_en, n.text_ne]),
      ...data.article.flatMap((a) => [a.text_en, a.text_ne]),
      ...data.festival.flatMap((f) => [f.description_en, f.description_ne]),
    ];
    for (const body of bodies) expect(sanitizeRichText(body)).toBe(body);
    // The About page's long texts are rich text too: paragraphs, the story more than one.
    const settings = settingsOf(data.setting_group);
    for (const key of settingRichTextKeys.about!) {
      const text = settings.get(`about_${key}`)!;
      expect(text, key).toMatch(/^<p>/);
      expect(sanitizeRichText(text), key).toBe(text);
    }
    expect(settings.get('about_story_text_en')!.match(/<p>/g)).toHaveLength(2);
  });

  it('has calendar occasions for 2082 and 2083 with holidays, jatras, spans and festival links', () => {
    for (const year of [2082, 2083]) {
      const inYear = data.occasion.filter((o) => adToBs(o.start_date).year === year);
      expect(inYear.length).toBeGreaterThanOrEqual(30);
      expect(inYear.filter((o) => o.is_holiday === 1).length).toBeGreaterThanOrEqual(20);
      expect(inYear.some((o) => o.is_jatra === 1)).toBe(true);
      const months = new Set(inYear.map((o) => adToBs(o.start_date).month));
      expect(months.size).toBe(12);
    }
    // BS 2082/01/01: only the AD date is stored.
    const newYear = data.occasion.find(
      (o) => o.start_date === '2025-04-14' && o.title_en === 'Nepali New Year',
    );
    expect(newYear).toBeDefined();
    expect(data.occasion.some((o) => o.end_date > o.start_date)).toBe(true);
    const festivalIds = new Set(data.festival.map((f) => f.id));
    const linked = data.occasion.filter((o) => o.festival_id !== null);
    expect(linked.length).toBeGreaterThan(10);
    for (const o of linked) expect(festivalIds.has(o.festival_id)).toBe(true);
    for (const o of data.occasion) expect(o).not.toHaveProperty('date_bs');
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

  it('numbers circulars and vacancy advertisements 1, 2, 3 in date order within the fiscal year of their date', () => {
    const fiscalYear = (iso: string) => {
      const { year, month } = adToBs(iso.slice(0, 10));
      const start = month >= 4 ? year : year - 1;
      return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
    };
    const numbered = [
      [data.law, /^Circular no\. (\d+) \((\d{4}\/\d\d)\)/],
      [data.vacancy_document.filter((d) => d.kind === 'notice'), /advertisement no\. (\d+)\/(\d{4}\/\d\d)$/],
    ] as const;
    for (const [rows, pattern] of numbered) {
      const documents = rows
        .map((row) => ({ row, match: pattern.exec(row.title_en) }))
        .filter(({ match }) => match !== null)
        .sort((a, b) => a.row.created_at.localeCompare(b.row.created_at));
      expect(documents.length).toBeGreaterThanOrEqual(10);
      const counts = new Map<string, number>();
      for (const { row, match } of documents) {
        const fy = match![2]!;
        expect(fy, row.title_en).toBe(fiscalYear(row.created_at));
        counts.set(fy, (counts.get(fy) ?? 0) + 1);
        expect(Number(match![1]), row.title_en).toBe(counts.get(fy));
      }
    }
  });

  it('never reports a smaller digital archive in a newer article, in either language', () => {
    const toAscii = (text: string) => text.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d)));
    const reports = data.article
      .filter((a) => a.title_en.startsWith('Digital archive'))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((a) => {
        const en = Number(/([\d,]+) documents/.exec(a.title_en)![1]!.replace(/,/g, ''));
        expect(
          Number(
            toAscii(a.title_ne)
              .match(/[\d,]+/)![0]
              .replace(/,/g, ''),
          ),
          a.title_ne,
        ).toBe(en);
        return en;
      });
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
  });

  it('dates festival notices and articles around the festival: no Bisket Jatra schedule in Mangsir', () => {
    // Bikram Sambat month of each festival's main days (lunar: within a month either way) and whether
    // a chariot is built for it.
    const festivals: Record<string, { month: number; chariot: boolean }> = {
      'Seto Machhindranath Rath Jatra': { month: 12, chariot: true },
      'Rato Machhindranath Jatra': { month: 2, chariot: true },
      'Indra Jatra': { month: 5, chariot: true },
      'Bisket Jatra': { month: 1, chariot: true },
      'Maha Shivaratri': { month: 11, chariot: false },
      'Bibaha Panchami': { month: 8, chariot: false },
    };
    const monthOf = (row: Row) => adToBs(row.created_at.slice(0, 10)).month;
    const ahead = (row: Row, name: string) => (festivals[name]!.month - monthOf(row) + 12) % 12;
    const patterns: [RegExp, (row: Row, name: string) => void][] = [
      [/^Festival schedule for (.+) \(/, (row, name) => expect(ahead(row, name)).toBeLessThanOrEqual(2)],
      [
        /^Urgent: traffic diversion and safety arrangements for (.+)$/,
        (row, name) => expect(ahead(row, name)).toBeLessThanOrEqual(2),
      ],
      [/^Chariot construction for (.+) begins$/, (_row, name) => expect(festivals[name]!.chariot).toBe(true)],
      [
        /^(.+) concluded with traditional rituals$/,
        (row, name) => expect(12 - ahead(row, name)).toBeLessThanOrEqual(3),
      ],
    ];
    let checked = 0;
    for (const row of [...data.notice, ...data.article]) {
      for (const [pattern, check] of patterns) {
        const name = pattern.exec(row.title_en)?.[1];
        if (!name) continue;
        expect(festivals[name], name).toBeDefined();
        check(row, name);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
    // The newest popup announces the coming festival.
    const popup = data.notice
      .filter((n) => n.is_popup === 1)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(popup[0]!.title_en).toMatch(/^Festival schedule for Bibaha Panchami/);
  });

  it('offers the Kut and Malpot rebate (until Poush) only in notices dated before it closes', () => {
    const kut = data.notice.filter((n) => n.title_en.startsWith('Public notice on collection of Kut'));
    expect(kut.length).toBeGreaterThanOrEqual(3);
    for (const notice of kut) {
      const { month } = adToBs(notice.created_at.slice(0, 10));
      const offersRebate = month >= 4 && month <= 9;
      expect(notice.text_en.includes('Poush'), `${notice.created_at}: ${notice.text_en}`).toBe(offersRebate);
      expect(notice.text_ne.includes('पुस'), notice.text_ne).toBe(offersRebate);
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

  it('names one chairperson: the About page and the org chart show the same person in both languages', () => {
    const settings = settingsOf(data.setting_group);
    const chairs = data.employee.filter((e) => e.position_en === 'Chairperson');
    expect(chairs).toHaveLength(1);
    expect(chairs.map((c) => [c.full_name_en, c.full_name_ne, c.position_ne, c.image])).toEqual([
      [
        settings.get('about_chairperson_name_en'),
        settings.get('about_chairperson_name_ne'),
        'अध्यक्ष',
        settings.get('about_chairperson_image'),
      ],
    ]);
    // The footer's contact persons are on the team page too, under the same name and position.
    for (const n of [1, 2, 3]) {
      const name = settings.get(`contact_person${n}_name_en`);
      const member = data.employee.filter((e) => e.full_name_en === name);
      expect(member, name).toHaveLength(1);
      expect([member[0]!.full_name_ne, member[0]!.position_en, member[0]!.position_ne]).toEqual([
        settings.get(`contact_person${n}_name_ne`),
        settings.get(`contact_person${n}_position_en`),
        settings.get(`contact_person${n}_position_ne`),
      ]);
    }
  });

  it('fills every bilingual pair, with Devanagari in the Nepali half', () => {
    for (const table of contentTables) {
      if (table === 'setting_group') continue;
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
    const settings = settingsOf(data.setting_group);
    for (const [key, value] of settings) {
      if (key.endsWith('_ne')) expect(DEVANAGARI.test(value), key).toBe(true);
      if (key.endsWith('_en')) expect(value.trim().length, key).toBeGreaterThan(0);
    }
  });

  // That these are the keys the site module reads is checked in modules/site/site.test.ts
  // (db/ may not import modules/).
  it('writes every setting group, each one whole and as its schema says', () => {
    expect(data.setting_group.map((g) => g.name).sort()).toEqual([...settingGroupNames].sort());
    for (const group of data.setting_group) {
      const name = group.name as keyof typeof settingGroups;
      const parsed = settingGroups[name].safeParse(JSON.parse(group.value as string));
      expect(parsed.error?.issues ?? [], name).toEqual([]);
    }
    const settings = settingsOf(data.setting_group);
    const shown = [1, 2, 3].filter((n) => settings.get(`display_person_${n}`) === 'true');
    expect(shown).toHaveLength(2);
    expect(settings.get('map_embed_url')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=27\.6939%2C85\.3136$/,
    );
    expect(settings.get('phone')).toContain('01-4248603');
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

    // A library entry of an earlier seed's file goes with the demo; a staff member's upload stays.
    const mediaRow = (url: string, created_by: string | null) => ({
      kind: 'document',
      hash: 'a'.repeat(64),
      url,
      mime: 'application/pdf',
      size: 9,
      name: 'x.pdf',
      created_by,
      created_at: at,
    });
    const staffUpload = `/uploads/media/aa/${'a'.repeat(64)}.pdf`;
    await t.db
      .insertInto('media')
      .values([mediaRow('/uploads/notices/notice-1-0123456789.pdf', null), mediaRow(staffUpload, 'u1')])
      .execute();

    const { deleted } = await resetDemoContent(t.db, { uploadDir: null, now: NOW });
    expect(deleted.notice).toBe(before.notice);
    expect(deleted.media).toBe(1);
    expect((await rows(t.db, 'media')).map((row) => row.url)).toEqual([staffUpload]);
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

  let report: Awaited<ReturnType<typeof seedDemoContent>>;
  // It encodes every demo picture and its three WebP widths (about 150 images): 30 s is not enough when
  // the machine's two cores are shared with other suites.
  beforeAll(async () => {
    report = await seedDemoContent(t.db, { uploadDir, now: NOW });
  }, 90_000);

  it('writes every referenced file with content matching its extension', async () => {
    const urls = new Set<string>();
    for (const table of contentTables) {
      for (const row of await rows(t.db, table)) {
        for (const [column, value] of Object.entries(row)) {
          const isFileColumn = ['image', 'file'].includes(column);
          if (isFileColumn && typeof value === 'string' && value.startsWith('/uploads/')) urls.add(value);
          // A setting group is JSON: its images are the strings that are upload URLs.
          if (column === 'value' && typeof value === 'string')
            for (const [, url] of value.matchAll(/"(\/uploads\/[^"]+)"/g)) urls.add(url!);
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
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    // Every xref entry points at its object.
    const offsets = pdf
      .slice(xrefAt)
      .match(/^\d{10} 00000 n $/gm)!
      .map((line) => Number(line.slice(0, 10)));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
    );
  });

  it('enters its files in the media library as they are, each used by the items that name it', async () => {
    const library = await rows(t.db, 'media');
    // Every written file, the settings' logo and payment QR code too.
    expect(library.length).toBe(report.files);
    expect(new Set(library.map((row) => row.url)).size).toBe(library.length);
    const mimes: Record<string, string> = {
      jpg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      pdf: 'application/pdf',
    };
    for (const row of library) {
      const path = join(uploadDir, 'public', String(row.url).slice('/uploads/'.length));
      const bytes = readFileSync(path);
      expect(Number(row.size), row.url).toBe(bytes.length);
      expect(row.hash).toBe(createHash('sha256').update(bytes).digest('hex'));
      const extension = String(row.url).split('.').pop()!;
      expect(row.mime).toBe(mimes[extension]);
      expect(row.kind).toBe(extension === 'pdf' ? 'document' : 'image');
      expect(row.created_by).toBeNull();
      expect(row.deleted_at).toBeNull();
      // Found by what it shows or says, in both languages.
      expect(row.alt_ne).toMatch(DEVANAGARI);
      expect(String(row.alt_en)).toMatch(/[a-z]/i);
      const variants = JSON.parse(String(row.variants_json)) as { width: number; url: string }[];
      expect(variants.length).toBeGreaterThan(0);
      if (row.kind === 'image') {
        expect(Number(row.width)).toBeGreaterThan(0);
        // The WebP copies the seed wrote beside the image.
        for (const variant of variants)
          expect(statSync(join(uploadDir, 'public', variant.url.slice(9))).isFile()).toBe(true);
      } else expect(variants[0]!.url).toBe(String(row.url).replace(/\.pdf$/, '-thumb.webp'));
    }
    expect(library.filter((row) => row.kind === 'image').length).toBeGreaterThanOrEqual(15);
    // Each is named by an item's picture or file column, which is how the library finds its uses
    // (admin-media/usage.ts; the library's API over a seeded site: admin-media/seeded-library.test.ts).
    // or by a settings picture (settingImageKeys), which the library names as the settings group.
    const named = new Set<string>();
    for (const table of contentTables)
      for (const row of await rows(t.db, table))
        for (const column of ['image', 'file']) if (typeof row[column] === 'string') named.add(row[column]);
    for (const row of await t.db.selectFrom('setting_group').select(['name', 'value']).execute()) {
      const group = row.name as SettingGroupName;
      const value = readSettingGroup(group, JSON.parse(row.value)) as Record<string, unknown>;
      for (const key of settingImageKeys[group] ?? [])
        if (typeof value[key] === 'string') named.add(value[key]);
    }
    expect(library.some((row) => String(row.url).startsWith('/uploads/site/'))).toBe(true);
    expect(library.filter((row) => !named.has(String(row.url))).map((row) => row.url)).toEqual([]);
  });

  it('enters them once again after a reset, not twice', async () => {
    const before = (await rows(t.db, 'media')).map((row) => row.url).sort();
    const { deleted } = await resetDemoContent(t.db, { uploadDir, now: NOW });
    expect(deleted.media).toBe(before.length);
    expect((await rows(t.db, 'media')).map((row) => row.url).sort()).toEqual(before);
  }, 90_000);
});
