// Bulk actions, duplicates and the shared trash (issue 29, ADR 039), on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkResponse, MAX_BULK_ITEMS, trashListResponse } from '#shared/contract/admin/bulk.ts';
import { editedItemResponses } from '#shared/contract/admin/content-kinds.ts';
import { revisionListResponse } from '#shared/contract/admin/content.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let editor: TestStaff;
let branchEditor: TestStaff;
let branches: number[];

const notice = (title: string, fields: Record<string, unknown> = {}) => ({
  title_en: title,
  title_ne: `${title} ने`,
  text_en: '<p>Text</p>',
  text_ne: 'पाठ',
  date: '2026-11-20',
  status: 'published',
  ...fields,
});

async function create(staff: TestStaff, kind: string, payload: Record<string, unknown>) {
  const response = await asStaff(t, staff, { method: 'POST', url: `/api/admin/${kind}`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; revision: number };
}
const notices = (staff: TestStaff, titles: string[], fields: Record<string, unknown> = {}) =>
  Promise.all(titles.map(async (title) => (await create(staff, 'notices', notice(title, fields))).id));

async function bulk(staff: TestStaff, payload: Record<string, unknown>) {
  return asStaff(t, staff, { method: 'POST', url: '/api/admin/content/bulk', payload });
}
async function bulkOk(staff: TestStaff, payload: Record<string, unknown>) {
  const response = await bulk(staff, payload);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(bulkResponse).parse(response.json()).data;
}
const readNotice = async (id: number) =>
  strictly(editedItemResponses.notices).parse(
    (await asStaff(t, editor, { method: 'GET', url: `/api/admin/notices/${id}` })).json(),
  ).data;
const auditOf = (entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'before_json as before', 'after_json as after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
  editor = await createStaff(t, 'editor');
  branchEditor = await createStaff(t, 'branch_editor', { branchId: branches[0] });
});
afterAll(() => t.close());

describe('bulk actions', () => {
  it('takes down, publishes, archives, trashes and restores each item, with a revision and an audit entry each', async () => {
    const ids = await notices(editor, ['Bulk A', 'Bulk B', 'Bulk C']);
    const down = await bulkOk(editor, { kind: 'notices', action: 'unpublish', ids });
    expect(down).toMatchObject({ action: 'unpublish', done: 3, refused: 0 });
    expect(down.results.map((result) => [result.id, result.changed, result.title])).toEqual([
      // In the caller's language (Nepali unless asked otherwise).
      [ids[0], true, 'Bulk A ने'],
      [ids[1], true, 'Bulk B ने'],
      [ids[2], true, 'Bulk C ने'],
    ]);
    for (const id of ids) {
      const item = await readNotice(id);
      expect(item.visibility).toBe('draft');
      expect(item.revision).toBe(2);
      const entries = await auditOf('notice', id);
      expect(entries.map((entry) => entry.action)).toEqual(['content.created', 'content.updated']);
      expect(JSON.parse(entries[1]!.after as string)).toEqual({ status: 'draft', revision: 2 });
    }
    // Already so: done, nothing changed, no revision.
    const again = await bulkOk(editor, { kind: 'notices', action: 'unpublish', ids: [ids[0]] });
    expect(again.results[0]).toMatchObject({ ok: true, changed: false });
    expect((await readNotice(ids[0]!)).revision).toBe(2);

    expect((await bulkOk(editor, { kind: 'notices', action: 'archive', ids })).done).toBe(3);
    expect((await readNotice(ids[1]!)).visibility).toBe('archived');
    expect((await bulkOk(editor, { kind: 'notices', action: 'publish', ids })).done).toBe(3);
    expect((await readNotice(ids[1]!)).visibility).toBe('published');

    expect((await bulkOk(editor, { kind: 'notices', action: 'trash', ids })).done).toBe(3);
    expect((await readNotice(ids[2]!)).visibility).toBe('trashed');
    // An item in the trash is not published by a bulk publish: refused for that item, with why.
    const refused = await bulkOk(editor, { kind: 'notices', action: 'publish', ids: [ids[0]] });
    expect(refused.results[0]).toMatchObject({ ok: false, status: 409, title: null });
    expect(refused.results[0]!.message).toContain('रद्दीटोकरी');
    expect((await bulkOk(editor, { kind: 'notices', action: 'restore', ids })).done).toBe(3);
    expect((await readNotice(ids[2]!)).visibility).toBe('published');
    const actions = (await auditOf('notice', ids[2]!)).map((entry) => entry.action);
    expect(actions.slice(-2)).toEqual(['content.trashed', 'content.restored']);
  });

  it('publishing clears a start still to come and an end already past, so the item shows now', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const [scheduled] = (await notices(editor, ['Bulk scheduled'], { publish_at: future })) as [number];
    const [expired] = (await notices(editor, ['Bulk expired'], { unpublish_at: past })) as [number];
    expect((await readNotice(scheduled)).visibility).toBe('scheduled');
    expect((await readNotice(expired)).visibility).toBe('expired');
    await bulkOk(editor, { kind: 'notices', action: 'publish', ids: [scheduled, expired] });
    expect(await readNotice(scheduled)).toMatchObject({ visibility: 'published', publish_at: null });
    expect(await readNotice(expired)).toMatchObject({ visibility: 'published', unpublish_at: null });
  });

  it('lets a branch editor change only their branch’s items, even with another branch’s ids', async () => {
    const [own] = await notices(branchEditor, ['Bulk own branch'], { branch_id: branches[0] });
    const [other] = await notices(editor, ['Bulk other branch'], { branch_id: branches[1] });
    const [trust] = await notices(editor, ['Bulk whole trust'], { branch_id: null });
    const answer = await bulkOk(branchEditor, {
      kind: 'notices',
      action: 'trash',
      ids: [own, other, trust, 99_999_999],
    });
    expect(answer.results.map((result) => [result.ok, result.status])).toEqual([
      [true, 200],
      [false, 403],
      [false, 403],
      [false, 404],
    ]);
    expect(answer.results[1]!.title).toBeNull();
    expect((await readNotice(other!)).visibility).toBe('published');
    expect((await readNotice(trust!)).visibility).toBe('published');
    expect(await auditOf('notice', other!)).toHaveLength(1);
    // A site-wide kind is not theirs at all.
    const laws = await bulk(branchEditor, { kind: 'laws', action: 'trash', ids: [1] });
    expect(laws.statusCode).toBe(403);
  });

  it('refuses an empty list, more than the limit, an unknown action or kind, with per-field messages', async () => {
    const tooMany = Array.from({ length: MAX_BULK_ITEMS + 1 }, (_, index) => index + 1);
    for (const [payload, field] of [
      [{ kind: 'notices', action: 'trash', ids: [] }, 'ids'],
      [{ kind: 'notices', action: 'trash', ids: tooMany }, 'ids'],
      [{ kind: 'notices', action: 'delete', ids: [1] }, 'action'],
      [{ kind: 'accounts', action: 'trash', ids: [1] }, 'kind'],
      [{ kind: 'notices', action: 'trash', ids: ['x'] }, 'ids.0'],
    ] as const) {
      const response = await bulk(editor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), response.body).toContain(field);
    }
    const nepali = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/content/bulk',
      payload: { kind: 'notices', action: 'trash', ids: tooMany },
      headers: { 'accept-language': 'ne' },
    });
    expect(nepali.json().errors.ids).toBe('१ देखि १०० वटासम्म सामग्री छान्नुहोस्');
  });

  it('keeps revisions whole when two bulk calls change the same items at once', async () => {
    const ids = await notices(editor, ['Race 1', 'Race 2', 'Race 3', 'Race 4']);
    const [archive, down] = await Promise.all([
      bulkOk(editor, { kind: 'notices', action: 'archive', ids }),
      bulkOk(editor, { kind: 'notices', action: 'unpublish', ids }),
    ]);
    for (const [index, id] of ids.entries()) {
      const revisions = strictly(revisionListResponse).parse(
        (await asStaff(t, editor, { method: 'GET', url: `/api/admin/notices/${id}/revisions` })).json(),
      ).data;
      const numbers = revisions.map((revision) => revision.number).sort();
      // Numbers follow on without a gap or a double; each applied change is one revision.
      expect(numbers).toEqual(numbers.map((_, position) => position + 1));
      const applied = [archive.results[index]!, down.results[index]!].filter((r) => r.ok && r.changed);
      expect(numbers).toHaveLength(1 + applied.length);
      // A refused one says the item was changed meanwhile.
      for (const result of [archive.results[index]!, down.results[index]!].filter((r) => !r.ok))
        expect(result.status).toBe(409);
      const updates = (await auditOf('notice', id)).filter((entry) => entry.action === 'content.updated');
      expect(updates).toHaveLength(applied.length);
    }
  });
});

describe('duplicating an item', () => {
  it('makes a draft copy, dates cleared, titles marked in both languages, its history starting fresh', async () => {
    const festival = await create(editor, 'festivals', {
      title_en: 'Indra Jatra',
      title_ne: 'इन्द्रजात्रा',
      subtitle_en: 'Kathmandu',
      start_date: '2026-09-20',
      end_date: '2026-09-27',
      repeats_yearly: true,
      status: 'published',
      publish_at: new Date(Date.now() - 3_600_000).toISOString(),
      unpublish_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await asStaff(t, editor, {
      method: 'PUT',
      url: `/api/admin/festivals/${festival.id}`,
      payload: {
        title_en: 'Indra Jatra',
        title_ne: 'इन्द्रजात्रा',
        start_date: '2026-09-20',
        end_date: '2026-09-27',
        status: 'published',
        base_revision: 1,
      },
    });
    const response = await asStaff(t, editor, {
      method: 'POST',
      url: `/api/admin/festivals/${festival.id}/duplicate`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = strictly(editedItemResponses.festivals).parse(response.json()).data;
    expect(copy.id).not.toBe(festival.id);
    expect(copy).toMatchObject({
      title_en: 'Indra Jatra (copy)',
      title_ne: 'इन्द्रजात्रा (प्रतिलिपि)',
      start_date: '2026-09-20',
      status: 'draft',
      visibility: 'draft',
      publish_at: null,
      unpublish_at: null,
      revision: 1,
    });
    const history = (
      await asStaff(t, editor, { method: 'GET', url: `/api/admin/festivals/${copy.id}/revisions` })
    ).json();
    expect(history.data).toHaveLength(1);
    const [entry] = await auditOf('festival', copy.id);
    expect(entry!.action).toBe('content.duplicated');
    expect(JSON.parse(entry!.after as string)).toMatchObject({
      duplicated_from: festival.id,
      status: 'draft',
    });
  });

  it('cuts a long title to fit its mark, and refuses another branch’s item to a branch editor', async () => {
    const long = 'L'.repeat(300);
    const item = await create(editor, 'notices', notice(long, { title_ne: '', branch_id: branches[1] }));
    const copy = await asStaff(t, editor, { method: 'POST', url: `/api/admin/notices/${item.id}/duplicate` });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data.title_en).toBe(`${'L'.repeat(293)} (copy)`);
    expect(copy.json().data.title_ne).toBe('');
    const refused = await asStaff(t, branchEditor, {
      method: 'POST',
      url: `/api/admin/notices/${item.id}/duplicate`,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the shared trash', () => {
  it('lists trashed items of every kind the staff member edits, and of a branch editor’s branch only', async () => {
    const [own] = await notices(branchEditor, ['Trash own'], { branch_id: branches[0] });
    const [other] = await notices(editor, ['Trash other'], { branch_id: branches[1] });
    const department = await create(editor, 'departments', {
      name_en: 'Trash category',
      name_ne: 'श्रेणी',
      status: 'draft',
    });
    for (const [kind, id] of [
      ['notices', own],
      ['notices', other],
      ['departments', department.id],
    ] as const) {
      const trashed = await asStaff(t, editor, { method: 'DELETE', url: `/api/admin/${kind}/${id}` });
      expect(trashed.statusCode, trashed.body).toBe(200);
    }
    const read = async (staff: TestStaff) =>
      strictly(trashListResponse).parse(
        (await asStaff(t, staff, { method: 'GET', url: '/api/admin/content/trash' })).json(),
      ).data;
    const all = await read(editor);
    const keys = all.map((item) => `${item.kind}:${item.id}`);
    expect(keys).toEqual(
      expect.arrayContaining([`notices:${own}`, `notices:${other}`, `departments:${department.id}`]),
    );
    expect(all.find((item) => item.kind === 'departments' && item.id === department.id)).toMatchObject({
      title_en: 'Trash category',
    });
    // Newest first.
    const times = all.map((item) => item.deleted_at);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = (await read(branchEditor)).map((item) => `${item.kind}:${item.id}`);
    expect(theirs).toContain(`notices:${own}`);
    expect(theirs).not.toContain(`notices:${other}`);
    expect(theirs.some((key) => key.startsWith('departments:'))).toBe(false);
  });
});
