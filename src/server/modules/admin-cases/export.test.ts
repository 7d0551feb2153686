// The CSV exports in the staff member's language (issue 26 step 7, docs/staff-area.md "Exporting cases"):
// headers, statuses, branches and categories in Nepali or English; ASCII digits in every date and number a
// spreadsheet reads; Nepal time with the BS date beside ISO 8601; a phone number as text with no visible
// mark; formulas neutralised; the timeline in a second export; each limited to what the officer may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';

let t: TestApp;
let branches: { id: number; name_en: string; name_ne: string }[];
let category: { id: number; name_en: string; name_ne: string };
let admin: TestStaff;
let officerA: TestStaff;
let officerName: string;

async function submit(branch: number, fields: Record<string, string>) {
  const { payload, headers } = await multipart({
    name: 'Sita Sharma',
    contact: '+977 984-1234567',
    address: 'Patan',
    branch: String(branch),
    category: String(category.id),
    title: 'The temple roof leaks',
    details: 'Rain comes through the roof.',
    ...fields,
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; reference: string };
}

/** The CSV's rows as cells (every cell is quoted; no cell here holds a line break). */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => match[1]!.replaceAll('""', '"')),
    );
}

async function exportCsv(staff: TestStaff, path: string, query: string) {
  const response = await asStaff(t, staff, { method: 'GET', url: `/api/admin/cases/${path}?${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { response, rows: parseCsv(response.body) };
}

/** A row as header → cell. */
const byHeader = (rows: string[][], index: number) =>
  Object.fromEntries(rows[0]!.map((header, column) => [header, rows[index]![column]]));

beforeAll(async () => {
  t = await createTestApp();
  branches = await t.db
    .selectFrom('branch')
    .select(['id', 'name_en', 'name_ne'])
    .orderBy('id')
    .limit(2)
    .execute();
  category = await t.db
    .selectFrom('complaint_category')
    .select(['id', 'name_en', 'name_ne'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  admin = await createStaff(t, 'admin');
  officerA = await createStaff(t, 'case_officer', { branchId: branches[0]!.id });
  officerName = (
    await t.db.selectFrom('auth_user').select('name').where('id', '=', officerA.id).executeTakeFirstOrThrow()
  ).name;
});
afterAll(() => t.close());

describe('the cases CSV', () => {
  it('is in Nepali for a Nepali staff member: words in Nepali, digits ASCII, Nepal time beside ISO', async () => {
    const { id, reference } = await submit(branches[0]!.id, { title: 'Kxqexport one' });
    // 12:12 UTC is 17:57 in Nepal, on 11 Mangsir 2083.
    await t.db
      .updateTable('complaint')
      .set({ created_at: '2026-11-27T12:12:00.000Z', updated_at: '2026-11-27T12:12:00.000Z' })
      .where('id', '=', id)
      .execute();
    const { response, rows } = await exportCsv(admin, 'export.csv', 'q=kxqexport&lng=ne');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="complaints-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(0, 5)).toEqual([
      'आईडी',
      'सन्दर्भ नम्बर',
      'अवस्था',
      'प्राप्त मिति (वि.सं., नेपाल समय)',
      'प्राप्त समय (ISO 8601, नेपाल समय)',
    ]);
    expect(byHeader(rows, 1)).toMatchObject({
      आईडी: String(id),
      'सन्दर्भ नम्बर': reference,
      अवस्था: 'प्राप्त',
      'प्राप्त मिति (वि.सं., नेपाल समय)': '2083-08-11 17:57',
      'प्राप्त समय (ISO 8601, नेपाल समय)': '2026-11-27T17:57:00+05:45',
      'म्याद नाघेको': 'होइन',
      शाखा: branches[0]!.name_ne,
      वर्ग: category.name_ne,
      नाम: 'Sita Sharma',
      // Text without any visible mark: only the invisible left-to-right mark before the +.
      फोन: '\u200E+977 984-1234567',
    });
    expect(response.body).not.toMatch(/[०-९]/);
    expect(response.body).not.toContain(`"'+977`);
  });

  it('is in English for an English staff member', async () => {
    const { id } = await submit(branches[0]!.id, { title: 'Kxqexport two', contact: '014412345' });
    const { rows } = await exportCsv(admin, 'export.csv', `q=kxqexport two&lng=en`);
    expect(rows[0]).toEqual([
      'ID',
      'Reference',
      'Status',
      'Received (BS date, Nepal time)',
      'Received (ISO 8601, Nepal time)',
      'Last change (BS date, Nepal time)',
      'Last change (ISO 8601, Nepal time)',
      'First reply (BS date, Nepal time)',
      'Next deadline (BS date, Nepal time)',
      'Overdue',
      'Branch',
      'Category',
      'Name',
      'Phone',
      'Email',
      'Subject',
      'What they wrote',
      'Assigned to',
    ]);
    expect(byHeader(rows, 1)).toMatchObject({
      ID: String(id),
      Status: 'Received',
      Overdue: 'No',
      Branch: branches[0]!.name_en,
      Category: category.name_en,
      // A landline's leading 0 survives: the cell is text.
      Phone: '\u200E014412345',
    });
    expect(byHeader(rows, 1)['Next deadline (BS date, Nepal time)']).toMatch(/^20\d\d-\d\d-\d\d \d\d:\d\d$/);
  });

  it('neutralises formulas citizens write, and logs the export', async () => {
    await submit(branches[0]!.id, {
      title: '=HYPERLINK("http://evil.example")',
      details: '@SUM(1+1) kxqformula',
    });
    const { rows } = await exportCsv(admin, 'export.csv', 'q=kxqformula&lng=en');
    expect(byHeader(rows, 1)).toMatchObject({
      Subject: `'=HYPERLINK("http://evil.example")`,
      'What they wrote': `'@SUM(1+1) kxqformula`,
    });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'case.exported')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json!)).toMatchObject({ rows: 1 });
  });

  it('holds only the cases the officer may see', async () => {
    await submit(branches[0]!.id, { title: 'Kxqscope mine' });
    await submit(branches[1]!.id, { title: 'Kxqscope theirs' });
    const { rows } = await exportCsv(officerA, 'export.csv', 'q=kxqscope&lng=en');
    expect(rows.slice(1).map((row) => byHeader([rows[0]!, row], 1).Subject)).toEqual(['Kxqscope mine']);
  });
});

describe('the timeline CSV', () => {
  it('lists notes, status changes, replies and forwards in order, in the staff member’s language', async () => {
    const { id, reference } = await submit(branches[0]!.id, { title: 'Kxqtimeline' });
    const post = (url: string, payload: object) =>
      asStaff(t, officerA, { method: 'POST', url: `/api/admin/cases/complaint/${id}/${url}`, payload });
    expect((await post('status', { status: 'in_review' })).statusCode).toBe(200);
    expect((await post('notes', { body: '-1 looks like a formula' })).statusCode).toBe(200);
    expect((await post('replies', { body: 'हामी हेर्दैछौं।' })).statusCode).toBe(200);

    const { rows: before } = await exportCsv(officerA, 'timeline.csv', 'q=kxqtimeline&lng=ne');
    expect(before[0]).toEqual([
      'आईडी',
      'सन्दर्भ नम्बर',
      'कहिले (वि.सं., नेपाल समय)',
      'कहिले (ISO 8601, नेपाल समय)',
      'प्रविष्टि',
      'नयाँ अवस्था',
      'गर्ने',
      'पाठ',
    ]);
    expect(before.slice(1).map((row) => [row[0], row[1], row[4], row[5], row[6], row[7]])).toEqual([
      [String(id), reference, 'अवस्था परिवर्तन', 'छानबिनमा', officerName, ''],
      [String(id), reference, 'आन्तरिक टिप्पणी', '', officerName, "'-1 looks like a formula"],
      [String(id), reference, 'नागरिकलाई जवाफ', '', officerName, 'हामी हेर्दैछौं।'],
    ]);
    for (const row of before.slice(1)) {
      expect(row[2]).toMatch(/^20[89]\d-\d\d-\d\d \d\d:\d\d$/);
      expect(row[3]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:45$/);
    }

    expect((await post('forward', { branchId: branches[1]!.id, reason: 'Their temple' })).statusCode).toBe(
      200,
    );
    const { rows: english } = await exportCsv(admin, 'timeline.csv', 'q=kxqtimeline&lng=en');
    expect(english.at(-1)!.slice(4)).toEqual([
      `Forwarded from ${branches[0]!.name_en} to ${branches[1]!.name_en}`,
      '',
      officerName,
      'Their temple',
    ]);
    // Forwarded away, the case and its timeline leave the first branch's export.
    const { rows: after } = await exportCsv(officerA, 'timeline.csv', 'q=kxqtimeline&lng=en');
    expect(after).toHaveLength(1);

    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'case.timeline_exported')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actor_email).toBe(officerA.email);
    expect(JSON.parse(entry.after_json!)).toMatchObject({ rows: 0 });
  });
});
