// Deadlines (issue 26 step 3): each complaint gets its reply and closing times on arrival from the settings
// (defaults 7 and 30 days, other times per category), the inbox shows which are overdue, counts them for
// what the officer may see, filters them, and lists the most urgent first by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseListResponse } from '#shared/contract/admin/cases.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

const DAY = 86_400_000;
let t: TestApp;
let branches: number[];
let categories: number[];
let admin: TestStaff;
let officerA: TestStaff;
let officerB: TestStaff;

async function submit(branch: number, category: number, title: string) {
  const { payload, headers } = await multipart({
    name: 'Hari',
    contact: '9841000222',
    address: 'Thimi',
    branch: String(branch),
    category: String(category),
    title,
    details: 'Details',
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

const row = (id: number) =>
  t.db
    .selectFrom('complaint')
    .select(['created_at', 'reply_due_at', 'close_due_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const list = async (staff: TestStaff, query = '') =>
  strictly(caseListResponse).parse(
    (await asStaff(t, staff, { method: 'GET', url: `/api/admin/cases?kind=complaint${query}` })).json(),
  );

/** Moves a complaint's arrival and deadlines `days` into the past. */
async function age(id: number, days: number) {
  const r = await row(id);
  const shift = (iso: string | null) => new Date(Date.parse(iso!) - days * DAY).toISOString();
  await t.db
    .updateTable('complaint')
    .set({
      created_at: shift(r.created_at),
      reply_due_at: shift(r.reply_due_at),
      close_due_at: shift(r.close_due_at),
    })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
  categories = (
    await t.db.selectFrom('complaint_category').select('id').orderBy('id').limit(2).execute()
  ).map((c) => c.id);
  admin = await createStaff(t, 'admin');
  officerA = await createStaff(t, 'case_officer', { branchId: branches[0] });
  officerB = await createStaff(t, 'case_officer', { branchId: branches[1] });
});
afterAll(() => t.close());

describe('complaint deadlines', () => {
  it('fixes 7 and 30 days by default, and a category’s own times from the settings', async () => {
    const plain = await row(await submit(branches[0]!, categories[0]!, 'Default times'));
    expect(Date.parse(plain.reply_due_at!) - Date.parse(plain.created_at)).toBe(7 * DAY);
    expect(Date.parse(plain.close_due_at!) - Date.parse(plain.created_at)).toBe(30 * DAY);

    const save = (value: object) =>
      asStaff(t, admin, {
        method: 'PUT',
        url: '/api/admin/settings/complaint_deadlines?lng=en',
        payload: value,
      });
    const refused = await save({ reply_days: '0', close_days: '10', per_category_text: 'three: 1/2' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['per_category_text', 'reply_days']);
    const saved = await save({
      reply_days: '५',
      close_days: '20',
      per_category_text: `${categories[1]}: 2/10`,
    });
    expect(saved.statusCode).toBe(200);

    const general = await row(await submit(branches[0]!, categories[0]!, 'New default'));
    expect(Date.parse(general.reply_due_at!) - Date.parse(general.created_at)).toBe(5 * DAY);
    expect(Date.parse(general.close_due_at!) - Date.parse(general.created_at)).toBe(20 * DAY);
    const own = await row(await submit(branches[0]!, categories[1]!, 'Own times'));
    expect(Date.parse(own.reply_due_at!) - Date.parse(own.created_at)).toBe(2 * DAY);
    expect(Date.parse(own.close_due_at!) - Date.parse(own.created_at)).toBe(10 * DAY);
    // A promise already made does not move.
    const unchanged = await t.db
      .selectFrom('complaint')
      .select('reply_due_at')
      .where('title', '=', 'Default times')
      .executeTakeFirstOrThrow();
    expect(unchanged.reply_due_at).toBe(plain.reply_due_at);
    await save({ reply_days: '', close_days: '', per_category_text: '' });
  });

  it('shows which are overdue, counts them within the officer’s branch, filters them, most urgent first', async () => {
    await t.db.deleteFrom('complaint').execute();
    const fresh = await submit(branches[0]!, categories[0]!, 'Fresh');
    const noReply = await submit(branches[0]!, categories[0]!, 'Unanswered for ten days');
    const oldest = await submit(branches[0]!, categories[0]!, 'Unanswered for twenty days');
    const answered = await submit(branches[0]!, categories[0]!, 'Answered in time');
    const elsewhere = await submit(branches[1]!, categories[0]!, 'Other branch, late');
    await age(noReply, 10);
    await age(oldest, 20);
    await age(answered, 10);
    await age(elsewhere, 10);
    const reply = await asStaff(t, officerA, {
      method: 'POST',
      url: `/api/admin/cases/complaint/${answered}/replies`,
      payload: { body: 'We are on it.' },
    });
    expect(reply.statusCode).toBe(200);

    const all = await list(officerA);
    expect(all.overdueCount).toBe(2);
    // Most urgent first: the deadline passed longest ago, then the next; answered and fresh cases after.
    expect(all.data.map((c) => c.title)).toEqual([
      'Unanswered for twenty days',
      'Unanswered for ten days',
      'Fresh',
      'Answered in time',
    ]);
    expect(all.data.map((c) => c.overdue)).toEqual([true, true, false, false]);
    const answeredRow = all.data.find((c) => c.id === answered)!;
    expect(answeredRow.firstReplyAt).not.toBeNull();
    expect(answeredRow.dueAt).toBe(answeredRow.closeDueAt);
    expect(all.data.find((c) => c.id === fresh)!.dueAt).toBe(
      all.data.find((c) => c.id === fresh)!.replyDueAt,
    );

    const overdue = await list(officerA, '&overdue=1');
    expect(overdue.data.map((c) => c.id).sort()).toEqual([noReply, oldest].sort());
    // Newest first: by arrival (the aged ones arrived "earlier").
    const newest = await list(officerA, '&sort=newest');
    expect(newest.data.map((c) => c.title)).toEqual([
      'Fresh',
      'Answered in time',
      'Unanswered for ten days',
      'Unanswered for twenty days',
    ]);

    expect((await list(officerB)).overdueCount).toBe(1);
    expect((await list(admin)).overdueCount).toBe(3);

    // Closed is never overdue.
    const closed = await asStaff(t, officerA, {
      method: 'POST',
      url: `/api/admin/cases/complaint/${oldest}/status`,
      payload: { status: 'rejected', reply: 'Not ours to fix.' },
    });
    expect(closed.statusCode).toBe(200);
    const after = await list(officerA);
    expect(after.overdueCount).toBe(1);
    expect(after.data.at(-1)!.id).toBe(oldest);
    expect(after.data.at(-1)!.dueAt).toBeNull();
    expect(
      (await asStaff(t, officerA, { method: 'GET', url: '/api/admin/cases?sort=oldest' })).statusCode,
    ).toBe(400);
  });
});
