// Replies to the citizen (issue 26 step 2): an officer writes one, the citizen reads it on the status page
// (with the reference and phone), it is in the timeline and the audit log, and it sets the complaint's
// first reply time once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintStatusResponse } from '#shared/contract/complaint-status.ts';
import { caseDetailResponse } from '#shared/contract/admin/cases.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let branches: number[];
let officerA: TestStaff;
let officerB: TestStaff;

async function submit(branch: number) {
  const category = await t.db.selectFrom('complaint_category').select('id').executeTakeFirstOrThrow();
  const { payload, headers } = await multipart({
    name: 'Maya Shrestha',
    contact: '+977 9841-555666',
    address: 'Kirtipur',
    branch: String(branch),
    category: String(category.id),
    title: 'Stone tap dry',
    details: 'The dhunge dhara has been dry for a month.',
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; reference: string };
}

const checkStatus = (reference: string, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/base/complaints/status', payload: { reference, phone } });

beforeAll(async () => {
  t = await createTestApp();
  branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
  officerA = await createStaff(t, 'case_officer', { branchId: branches[0] });
  officerB = await createStaff(t, 'case_officer', { branchId: branches[1] });
});
afterAll(() => t.close());

describe('replies to the citizen', () => {
  it('shows a reply on the status page, in the timeline and the audit log; sets the first reply time once', async () => {
    const { id, reference } = await submit(branches[0]!);
    const url = `/api/admin/cases/complaint/${id}`;
    const reply = (body: string, submissionKey?: string) =>
      asStaff(t, officerA, { method: 'POST', url: `${url}/replies`, payload: { body, submissionKey } });

    const before = strictly(complaintStatusResponse).parse(
      (await checkStatus(reference, '9841555666')).json(),
    );
    expect(before.data.replies).toEqual([]);

    const key = 'reply-key-0123456789abcdef';
    const twice = await Promise.all([
      reply('We have asked the ward office to inspect it.', key),
      reply('We have asked the ward office to inspect it.', key),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const first = await t.db
      .selectFrom('complaint')
      .select('first_reply_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(first.first_reply_at).not.toBeNull();

    const closed = await asStaff(t, officerA, {
      method: 'POST',
      url: `${url}/status`,
      payload: { status: 'resolved', note: 'Plumber fixed the pipe', reply: 'The tap flows again.' },
    });
    expect(closed.statusCode).toBe(200);

    const citizen = strictly(complaintStatusResponse).parse(
      (await checkStatus(reference, '९८४१५५५६६६')).json(),
    );
    expect(citizen.data.status).toBe('resolved');
    expect(citizen.data.replies.map((r) => r.text)).toEqual([
      'We have asked the ward office to inspect it.',
      'The tap flows again.',
    ]);
    // Replies only: no internal note, no officer's name, nothing the citizen wrote.
    const text = JSON.stringify(citizen);
    expect(text).not.toMatch(/Plumber|case_officer|Maya|Kirtipur|dhunge/);

    const detail = strictly(caseDetailResponse).parse(
      (await asStaff(t, officerA, { method: 'GET', url })).json(),
    );
    expect(detail.data.notes.map((n) => [n.kind, n.body])).toEqual([
      ['reply', 'We have asked the ward office to inspect it.'],
      ['reply', 'The tap flows again.'],
      ['status', 'Plumber fixed the pipe'],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after_json', 'actor_id'])
      .where('entity', '=', 'complaint')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'case.reply')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => JSON.parse(row.after_json!).reply)).toEqual([
      'We have asked the ward office to inspect it.',
      'The tap flows again.',
    ]);
    expect(audit.every((row) => row.actor_id === officerA.id)).toBe(true);
    const after = await t.db
      .selectFrom('complaint')
      .select('first_reply_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.first_reply_at).toBe(first.first_reply_at);
  });

  it('refuses an empty reply (400 on the field), another branch’s case (403) and an unknown one (404)', async () => {
    const { id } = await submit(branches[0]!);
    const empty = await asStaff(t, officerA, {
      method: 'POST',
      url: `/api/admin/cases/complaint/${id}/replies?lng=en`,
      payload: { body: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['body']);
    const foreign = await asStaff(t, officerB, {
      method: 'POST',
      url: `/api/admin/cases/complaint/${id}/replies`,
      payload: { body: 'Not mine' },
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await asStaff(t, officerA, {
      method: 'POST',
      url: '/api/admin/cases/complaint/99999999/replies',
      payload: { body: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.selectFrom('case_note').select('id').where('case_id', '=', id).execute()).toEqual([]);
  });
});
