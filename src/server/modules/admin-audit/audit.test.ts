// The activity log as administrators read it (issue 29): names instead of ids, actions from the closed
// list (older texts as `other`), targets resolved to titles in a query per kind, filters and the export.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditExportResponse, auditListResponse, type AuditEntry } from '#shared/contract/admin/audit.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { tablesOfQuery } from '#server/db/table-access.ts';
import { nepalToday } from '#shared/calendar/nepal-time.ts';
import { listAudit } from './repo.ts';

let t: TestApp;
let admin: TestStaff;
let editor: TestStaff;
let officer: TestStaff;
let noticeId: number;
/** Staff names as their accounts hold them (test accounts are numbered across files). */
const names: Record<string, string> = {};

const notice = {
  title_en: 'Road closure for the chariot',
  title_ne: 'रथयात्राका लागि सडक बन्द',
  text_en: '<p>The road is closed.</p>',
  text_ne: 'सडक बन्द हुनेछ।',
  date: '2026-11-20',
  status: 'draft',
};

async function read(query: string): Promise<AuditEntry[]> {
  const response = await asStaff(t, admin, { method: 'GET', url: `/api/admin/audit?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return strictly(auditListResponse).parse(response.json()).data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
  editor = await createStaff(t, 'editor');
  officer = await createStaff(t, 'case_officer');
  for (const row of await t.db.selectFrom('auth_user').select(['id', 'name']).execute())
    names[row.id] = row.name;
  const created = await asStaff(t, editor, { method: 'POST', url: '/api/admin/notices', payload: notice });
  expect(created.statusCode, created.body).toBe(201);
  noticeId = created.json().data.id;
  const saved = await asStaff(t, editor, {
    method: 'PUT',
    url: `/api/admin/notices/${noticeId}`,
    payload: { ...notice, title_ne: 'रथयात्रामा सडक बन्द', is_urgent: true, base_revision: 1 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Three accounts signed in (password hashing, an authenticator for the administrator): slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('the activity log', () => {
  it('names who changed a notice, its title, and the changed fields as stored', async () => {
    const [entry] = await read(`action=content.updated&actor=${encodeURIComponent(editor.email)}`);
    expect(entry).toMatchObject({
      actorName: names[editor.id],
      actorEmail: editor.email,
      action: 'content.updated',
      target: {
        type: 'content',
        kind: 'notices',
        id: noticeId,
        titleNe: 'रथयात्रामा सडक बन्द',
        titleEn: 'Road closure for the chariot',
      },
    });
    expect(entry!.before).toMatchObject({ title_ne: 'रथयात्राका लागि सडक बन्द', is_urgent: false });
    expect(entry!.after).toMatchObject({ title_ne: 'रथयात्रामा सडक बन्द', is_urgent: true });
  });

  it('names the account an account change is about', async () => {
    const changed = await asStaff(t, admin, {
      method: 'PATCH',
      url: `/api/admin/users/${officer.id}`,
      payload: { name: 'Sita Officer' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = await read('action=account.updated');
    expect(entry!.target).toEqual({ type: 'account', id: officer.id, name: 'Sita Officer' });
    expect(entry!.actorName).toBe(names[admin.id]);
  });

  it('names a complaint by its reference', async () => {
    const category = await t.db.selectFrom('complaint_category').select('id').executeTakeFirstOrThrow();
    const branch = await t.db.selectFrom('branch').select('id').executeTakeFirstOrThrow();
    const { payload, headers } = await multipart({
      name: 'Sita Sharma',
      contact: '9841234567',
      address: 'Patan',
      branch: String(branch.id),
      category: String(category.id),
      title: 'The temple roof leaks',
      details: 'Rain comes through the roof.',
    });
    const sent = await t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, reference } = sent.json() as { id: number; reference: string };
    const moved = await asStaff(t, officer, {
      method: 'POST',
      url: `/api/admin/cases/complaint/${id}/status`,
      payload: { status: 'in_review', note: 'Asked the engineer' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [entry] = await read('action=case.status');
    expect(entry!.target).toEqual({ type: 'case', kind: 'complaint', id, reference });
    expect(entry!.actorName).toBe('Sita Officer');
    expect(entry!.after).toMatchObject({ status: 'in_review' });

    // Given to an officer: the entry carries the names behind the branch's and the account's ids.
    const assigned = await asStaff(t, admin, {
      method: 'POST',
      url: `/api/admin/cases/complaint/${id}/assignment`,
      payload: { userId: officer.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [assignment] = await read('action=case.assigned');
    const branchNames = await t.db
      .selectFrom('branch')
      .select(['name_ne', 'name_en'])
      .where('id', '=', branch.id)
      .executeTakeFirstOrThrow();
    expect(assignment!.after).toMatchObject({ branchId: branch.id, assignedUserId: officer.id });
    expect(assignment!.references).toEqual({
      accounts: { [officer.id]: 'Sita Officer' },
      branches: { [String(branch.id)]: { ne: branchNames.name_ne, en: branchNames.name_en } },
    });
  });

  it('shows an entry stored with an action outside the list as `other`, keeping its text', async () => {
    await t.db
      .insertInto('audit_log')
      .values({
        at: new Date().toISOString(),
        actor_id: null,
        actor_email: 'npm run users',
        ip: null,
        action: 'legacy.something',
        entity: 'notice',
        entity_id: String(noticeId),
        before_json: null,
        after_json: null,
      })
      .execute();
    const entry = (await read('')).find((candidate) => candidate.storedAction === 'legacy.something');
    expect(entry).toMatchObject({
      action: 'other',
      actorName: null,
      target: { type: 'content', id: noticeId },
    });
  });

  it('filters by an action of the list only, and refuses another with a message in the staff language', async () => {
    const entries = await read('action=content.created');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.action === 'content.created')).toBe(true);
    const refused = await asStaff(t, admin, {
      method: 'GET',
      url: '/api/admin/audit?action=case.',
      headers: { 'accept-language': 'ne' },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('सूचीबाट एउटा कार्य छान्नुहोस्');
  });

  it('filters by days, inclusive of the last', async () => {
    // Days are Nepal's: today's entries are found under today's day in Nepal, whatever the UTC date.
    const today = nepalToday();
    expect((await read(`from=${today}&to=${today}`)).length).toBeGreaterThan(3);
    expect(await read('to=2020-01-01')).toEqual([]);
    expect(await read('from=2999-01-01')).toEqual([]);
    const bad = await asStaff(t, admin, { method: 'GET', url: '/api/admin/audit?from=2083-13-40x' });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered entries readable, and logs the export', async () => {
    const response = await asStaff(t, admin, {
      method: 'GET',
      url: '/api/admin/audit/export?action=content.updated',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = strictly(auditExportResponse).parse(response.json());
    expect(data.map((entry) => entry.target)).toContainEqual(
      expect.objectContaining({ type: 'content', titleEn: 'Road closure for the chariot' }),
    );
    expect(data.every((entry) => entry.action === 'content.updated')).toBe(true);
    const [logged] = await read('action=audit.exported');
    expect(logged!.after).toEqual({ filters: { action: 'content.updated' }, rows: data.length });
  });

  it('is for administrators only', async () => {
    for (const staff of [editor, officer]) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/export']) {
        expect((await asStaff(t, staff, { method: 'GET', url })).statusCode).toBe(403);
      }
    }
  });
});

describe('resolving titles', () => {
  it('reads each table once for a page, however many entries point into it', async () => {
    for (let i = 0; i < 5; i++) {
      const saved = await asStaff(t, editor, {
        method: 'PUT',
        url: `/api/admin/notices/${noticeId}`,
        payload: { ...notice, title_en: `Road closure ${i}`, base_revision: 2 + i },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // Every query the listing makes, by the tables it reads.
    const reads: string[][] = [];
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        reads.push([...tablesOfQuery(node)]);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const page = await listAudit(t.db.withPlugin(counting), {
      action: 'content.updated',
      page: 1,
      pageSize: 50,
    });
    expect(page.data.length).toBeGreaterThanOrEqual(6);
    expect(new Set(page.data.map((entry) => entry.actorName))).toEqual(new Set([names[editor.id]]));
    expect(reads.filter((tables) => tables.includes('notice'))).toHaveLength(1);
    expect(reads.filter((tables) => tables.includes('auth_user'))).toHaveLength(1);
  });
});
