// Complaint reports (issue 26 step 5): counts by branch, category, status and month, median and
// 90th-percentile days to a first reply and to closing, on known data; an officer's report covers their
// branch only (the inbox's rule); the CSV carries the same figures in the staff member's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseReportResponse } from '#shared/contract/admin/case-reports.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { insertKnownComplaints } from '#server/test-support/complaint-rows.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let branchA: { id: number; name_ne: string; name_en: string };
let branchB: { id: number; name_ne: string; name_en: string };
let categories: number[];
let admin: TestStaff;
let officerA: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  [branchA, branchB] = (await t.db
    .selectFrom('branch')
    .select(['id', 'name_ne', 'name_en'])
    .orderBy('id')
    .limit(2)
    .execute()) as [typeof branchA, typeof branchB];
  categories = (
    await t.db.selectFrom('complaint_category').select('id').orderBy('id').limit(2).execute()
  ).map((c) => c.id);
  admin = await createStaff(t, 'admin');
  officerA = await createStaff(t, 'case_officer', { branchId: branchA.id });
  // Branch A, 10 September 2026 (Bhadra 2083): six answered after 1 to 6 days, five closed after 10 to 18.
  await insertKnownComplaints(
    t,
    [1, 2, 3, 4, 5, 6].map((days, index) => ({
      branchId: branchA.id,
      categoryId: categories[0]!,
      at: '2026-09-10T06:00:00.000Z',
      replyAfter: days,
      closeAfter: index < 5 ? 10 + 2 * index : undefined,
    })),
  );
  // Branch B, 5 October 2026 (Asoj 2083): one answered after 2 days, two not yet.
  await insertKnownComplaints(t, [
    { branchId: branchB.id, categoryId: categories[1]!, at: '2026-10-05T06:00:00.000Z', replyAfter: 2 },
    { branchId: branchB.id, categoryId: categories[1]!, at: '2026-10-05T06:00:00.000Z' },
    { branchId: branchB.id, categoryId: categories[1]!, at: '2026-10-05T06:00:00.000Z' },
  ]);
  // A fresh PGlite database and an administrator with two-step sign-in take most of a minute on a
  // loaded machine: more than the default hook time.
}, 180_000);
afterAll(() => t.close());

const report = async (staff: TestStaff, calendar: string) => {
  const response = await asStaff(t, staff, {
    method: 'GET',
    url: `/api/admin/cases/reports?calendar=${calendar}`,
  });
  expect(response.statusCode).toBe(200);
  return strictly(caseReportResponse).parse(response.json()).data;
};

describe('complaint reports', () => {
  it('counts every branch for an administrator, with percentiles over all durations', async () => {
    const figures = await report(admin, 'ad');
    expect(figures.total).toBe(9);
    expect(figures.byBranch.map((b) => [b.id, b.count])).toEqual([
      [branchA.id, 6],
      [branchB.id, 3],
    ]);
    expect(figures.byCategory.map((c) => [c.id, c.count])).toEqual([
      [categories[0], 6],
      [categories[1], 3],
    ]);
    expect(figures.byStatus).toEqual([
      { status: 'received', count: 2 },
      { status: 'in_review', count: 2 },
      { status: 'resolved', count: 5 },
      { status: 'rejected', count: 0 },
    ]);
    expect(figures.byMonth).toEqual([
      { month: '2026-09', count: 6 },
      { month: '2026-10', count: 3 },
    ]);
    // Replies after 1, 2, 2, 3, 4, 5, 6 days; closings after 10, 12, 14, 16, 18.
    expect(figures.firstReply).toEqual({ count: 7, median: 3, p90: 5.4 });
    expect(figures.close).toEqual({ count: 5, median: 14, p90: 17.2 });
  });

  it('counts months in Bikram Sambat when asked', async () => {
    const figures = await report(admin, 'bs');
    expect(figures.byMonth).toEqual([
      { month: '2083-05', count: 6 },
      { month: '2083-06', count: 3 },
    ]);
  });

  it('covers only the officer’s own branch', async () => {
    const figures = await report(officerA, 'ad');
    expect(figures.total).toBe(6);
    expect(figures.byBranch.map((b) => b.id)).toEqual([branchA.id]);
    expect(figures.byCategory.map((c) => c.id)).toEqual([categories[0]]);
    expect(figures.firstReply).toEqual({ count: 6, median: 3.5, p90: 5.5 });
    expect(figures.close).toEqual({ count: 5, median: 14, p90: 17.2 });
  });

  it('refuses an unknown calendar with a message for the field', async () => {
    const response = await asStaff(t, admin, {
      method: 'GET',
      url: '/api/admin/cases/reports?calendar=julian',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.calendar).toMatch(/Bikram Sambat/);
  });

  it('exports the same figures as CSV in the staff member’s language, and logs the export', async () => {
    const response = await asStaff(t, officerA, {
      method: 'GET',
      url: '/api/admin/cases/reports.csv?calendar=bs',
      headers: { 'accept-language': 'ne' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"अङ्क"');
    expect(lines).toContain(`"शाखा","${branchA.name_ne}","6","",""`);
    expect(lines).toContain('"महिना","भदौ २०८३","6","",""');
    expect(lines).toContain('"पहिलो जवाफसम्मका दिन","जवाफ दिइएका","6","3.5","5.5"');
    expect(response.body).not.toContain(branchB.name_ne);
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'case.report_exported')
      .executeTakeFirst();
    expect(entry?.actor_id).toBe(officerA.id);
  });
});
