import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { revisionDiffResponse } from '#shared/contract/admin/content.ts';
import { editedItemResponses } from '#shared/contract/admin/content-kinds.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let editor: TestStaff;
let branchEditor: TestStaff;
let branches: number[];

const draft = (fields: Record<string, unknown> = {}) => ({
  title_en: 'Exam result of the priests’ training',
  title_ne: 'पुजारी तालिमको परीक्षाफल',
  text_en: '<p>The list is attached.</p>',
  text_ne: 'सूची संलग्न छ।',
  date: '2026-11-20',
  status: 'draft',
  ...fields,
});

const publicTitles = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/notices?pageSize=100' })).json().data as {
      title_en: string;
    }[]
  ).map((n) => n.title_en);

async function create(staff: TestStaff, fields: Record<string, unknown> = {}) {
  const response = await asStaff(t, staff, {
    method: 'POST',
    url: '/api/admin/notices',
    payload: draft(fields),
  });
  expect(response.statusCode, response.body).toBe(201);
  return strictly(editedItemResponses.notices).parse(response.json()).data;
}
/** Saves on top of the revision the staff member reads now (as the edit page sends it). */
async function save(staff: TestStaff, id: number, fields: Record<string, unknown>) {
  const read = await asStaff(t, staff, { method: 'GET', url: `/api/admin/notices/${id}` });
  const base_revision = read.statusCode === 200 ? read.json().data.revision : 0;
  return asStaff(t, staff, {
    method: 'PUT',
    url: `/api/admin/notices/${id}`,
    payload: { ...draft(fields), base_revision },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
  editor = await createStaff(t, 'editor');
  branchEditor = await createStaff(t, 'branch_editor', { branchId: branches[0] });
});
afterAll(() => t.close());

describe('editing notices', () => {
  it('keeps a draft off the public site until it is published', async () => {
    const notice = await create(editor, { title_en: 'Draft notice QA1' });
    expect(notice.visibility).toBe('draft');
    expect(await publicTitles()).not.toContain('Draft notice QA1');
    const published = await save(editor, notice.id, { title_en: 'Draft notice QA1', status: 'published' });
    expect(published.json().data.visibility).toBe('published');
    expect(await publicTitles()).toContain('Draft notice QA1');
  });

  it('publishes a scheduled notice on time and takes it down at its unpublish time, without a job', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const notice = await create(editor, { title_en: 'Scheduled QA2', status: 'published', publish_at: soon });
    expect(notice.visibility).toBe('scheduled');
    expect(await publicTitles()).not.toContain('Scheduled QA2');
    // The clock moves on a minute and a second (only Date is faked: the database driver's timers run).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await publicTitles()).toContain('Scheduled QA2');
    } finally {
      vi.useRealTimers();
    }
    const past = new Date(Date.now() - 1000).toISOString();
    await save(editor, notice.id, {
      title_en: 'Scheduled QA2',
      status: 'published',
      publish_at: null,
      unpublish_at: past,
    });
    expect(await publicTitles()).not.toContain('Scheduled QA2');
    const listed = await asStaff(t, editor, { method: 'GET', url: '/api/admin/notices?visibility=expired' });
    expect(listed.json().data.map((n: { id: number }) => n.id)).toContain(notice.id);
  });

  it('moves a notice to the trash and back', async () => {
    const notice = await create(editor, { title_en: 'Trash QA3', status: 'published' });
    expect(
      (await asStaff(t, editor, { method: 'DELETE', url: `/api/admin/notices/${notice.id}` })).json().data
        .visibility,
    ).toBe('trashed');
    expect(await publicTitles()).not.toContain('Trash QA3');
    const trash = await asStaff(t, editor, { method: 'GET', url: '/api/admin/notices?visibility=trashed' });
    expect(trash.json().data.map((n: { id: number }) => n.id)).toContain(notice.id);
    await asStaff(t, editor, { method: 'POST', url: `/api/admin/notices/${notice.id}/restore` });
    expect(await publicTitles()).toContain('Trash QA3');
  });

  it('keeps every save as a revision, shows what changed and restores an earlier one', async () => {
    const notice = await create(editor, { title_en: 'History QA4' });
    await save(editor, notice.id, { title_en: 'History QA4 corrected', text_en: '<p>A new text.</p>' });
    const history = (
      await asStaff(t, editor, { method: 'GET', url: `/api/admin/notices/${notice.id}/revisions` })
    ).json().data;
    expect(history.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    const changes = await asStaff(t, editor, {
      method: 'GET',
      url: `/api/admin/notices/${notice.id}/revisions/2/changes`,
    });
    expect(strictly(revisionDiffResponse).parse(changes.json()).data.changes).toEqual([
      { field: 'title_en', before: 'History QA4', after: 'History QA4 corrected' },
      { field: 'text_en', before: '<p>The list is attached.</p>', after: '<p>A new text.</p>' },
    ]);
    const restored = await asStaff(t, editor, {
      method: 'POST',
      url: `/api/admin/notices/${notice.id}/revisions/1/restore`,
    });
    expect(restored.json().data.title_en).toBe('History QA4');
    const again = (
      await asStaff(t, editor, { method: 'GET', url: `/api/admin/notices/${notice.id}/revisions` })
    ).json().data;
    expect(again[0].number).toBe(3);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'notice')
      .where('entity_id', '=', String(notice.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'content.created',
      'content.updated',
      'content.revision_restored',
    ]);
  });

  it('flags a notice missing a language, and refuses one with no title at all', async () => {
    const notice = await create(editor, { title_en: 'English only QA5', title_ne: '', text_ne: '' });
    expect(notice.missing_languages).toEqual(['ne']);
    const none = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/notices',
      payload: draft({ title_en: '', title_ne: '' }),
    });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors)).toEqual(['title_en']);
  });

  it('limits a branch editor to their branch', async () => {
    const theirs = await create(branchEditor, { title_en: 'Branch QA6', branch_id: branches[0] });
    const other = await create(editor, { title_en: 'Other QA7', branch_id: branches[1] });
    expect(
      (await asStaff(t, branchEditor, { method: 'GET', url: `/api/admin/notices/${other.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await save(branchEditor, theirs.id, { title_en: 'Moved', branch_id: branches[1] })).statusCode,
    ).toBe(403);
    expect(
      (
        await asStaff(t, branchEditor, {
          method: 'POST',
          url: '/api/admin/notices',
          payload: draft({ branch_id: null }),
        })
      ).statusCode,
    ).toBe(403);
    const list = (
      await asStaff(t, branchEditor, { method: 'GET', url: '/api/admin/notices?pageSize=100' })
    ).json().data;
    expect(list.every((n: { branch_id: number }) => n.branch_id === branches[0])).toBe(true);
  });
});
