// Forwarding (issue 26 step 5): an officer forwards a case of their branch to another with a reason; the
// other branch's officers see it (and are mailed), this branch's no longer do; the timeline and the audit
// log show the move and why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDetailResponse, caseListResponse } from '#shared/contract/admin/cases.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let branches: number[];
let officerA: TestStaff;
let officerB: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
  officerA = await createStaff(t, 'case_officer', { branchId: branches[0] });
  officerB = await createStaff(t, 'case_officer', { branchId: branches[1] });
});
afterAll(() => t.close());

describe('forwarding a case', () => {
  it('moves a complaint to another branch with the reason, in the timeline, the audit log and a mail', async () => {
    const category = await t.db.selectFrom('complaint_category').select('id').executeTakeFirstOrThrow();
    const { payload, headers } = await multipart({
      name: 'Kamala',
      contact: '9841000444',
      address: 'Dhulikhel',
      branch: String(branches[0]),
      category: String(category.id),
      title: 'Wrong branch chosen',
      details: 'Details',
    });
    const filed = await t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
    const { id } = filed.json() as { id: number };
    const url = `/api/admin/cases/complaint/${id}`;
    const forward = (staff: TestStaff, body: object) =>
      asStaff(t, staff, { method: 'POST', url: `${url}/forward?lng=en`, payload: body });

    const noReason = await forward(officerA, { branchId: branches[1], reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Write why the case goes to that branch' });
    const same = await forward(officerA, { branchId: branches[0], reason: 'x' });
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json().errors)).toEqual(['branchId']);
    expect((await forward(officerB, { branchId: branches[1], reason: 'Mine now' })).statusCode).toBe(403);

    await t.db.deleteFrom('mail_outbox').execute();
    expect(
      (await forward(officerA, { branchId: branches[1], reason: 'The temple is in their area' })).statusCode,
    ).toBe(200);

    // The other branch sees it; this one no longer does.
    expect((await asStaff(t, officerA, { method: 'GET', url })).statusCode).toBe(403);
    const inB = strictly(caseListResponse).parse(
      (await asStaff(t, officerB, { method: 'GET', url: '/api/admin/cases?kind=complaint' })).json(),
    );
    expect(inB.data.map((c) => c.id)).toContain(id);
    const detail = strictly(caseDetailResponse).parse(
      (await asStaff(t, officerB, { method: 'GET', url })).json(),
    );
    expect(detail.data.branchId).toBe(branches[1]);
    expect(detail.data.notes.map((n) => [n.kind, n.body, n.author])).toEqual([
      ['forward', 'The temple is in their area', expect.stringContaining('case_officer')],
    ]);
    // The timeline names both branches, in both languages.
    const names = async (branchId: number) => {
      const row = await t.db
        .selectFrom('branch')
        .select(['name_ne', 'name_en'])
        .where('id', '=', branchId)
        .executeTakeFirstOrThrow();
      return { ne: row.name_ne, en: row.name_en };
    };
    expect(detail.data.notes[0]!.forward).toEqual({
      from: await names(branches[0]!),
      to: await names(branches[1]!),
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json', 'actor_id'])
      .where('action', '=', 'case.forwarded')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ branchId: branches[0] });
    expect(JSON.parse(audit.after_json!)).toEqual({
      branchId: branches[1],
      reason: 'The temple is in their area',
    });
    expect(audit.actor_id).toBe(officerA.id);
    const mail = await t.db.selectFrom('mail_outbox').select(['topic', 'to_address']).execute();
    expect(mail).toContainEqual({ topic: 'case.forwarded', to_address: officerB.email });
    expect(mail.map((m) => m.to_address)).not.toContain(officerA.email);
  });
});
