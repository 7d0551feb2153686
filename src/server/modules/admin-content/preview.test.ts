// Previews (issue 25 item 2, ADR 032): an unsaved edit comes back checked and sanitised and nothing is
// stored; a preview link shows the saved item without signing in until it expires, and a forged or
// expired one shows nothing; neither is ever kept by the response cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayStorePath } from '#server/cache/cache-rules.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { placeUpload } from '#server/test-support/uploaded-file.ts';
import { issuePreviewToken, PREVIEW_LINK_SECONDS } from './preview-routes.ts';

let t: TestApp;
let editor: TestStaff;
let branchEditor: TestStaff;
let secret: string;

const notice = {
  title_en: 'Preview QZ9',
  title_ne: 'पूर्वावलोकन',
  text_en:
    '<h2>Seats</h2><p onclick="alert(1)">x<script>alert(2)</script></p><table><tbody><tr><td>1</td></tr></tbody></table>',
  date: '2026-11-20',
  status: 'draft',
};

beforeAll(async () => {
  t = await createTestApp();
  secret = (t.app as unknown as { auth: { options: { secret: string } } }).auth.options.secret;
  const branches = await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute();
  editor = await createStaff(t, 'editor');
  branchEditor = await createStaff(t, 'branch_editor', { branchId: branches[1]!.id });
});
afterAll(() => t.close());

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('notice')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('previews', () => {
  it('answer an unsaved edit as it would be stored, and store nothing', async () => {
    const before = await count();
    const answer = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/notices/preview',
      payload: notice,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json() as { data: { title_en: string; text_en: string } };
    expect(data.title_en).toBe('Preview QZ9');
    expect(data.text_en).toBe('<h2>Seats</h2><p>x</p><table><tbody><tr><td>1</td></tr></tbody></table>');
    expect(await count()).toBe(before);
    // Signed out: refused.
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notices/preview',
      payload: notice,
    });
    expect([401, 403]).toContain(signedOut.statusCode);
    // A save's rules: a title in one language at least.
    const untitled = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/notices/preview',
      payload: { ...notice, title_en: '', title_ne: '' },
    });
    expect(untitled.statusCode).toBe(400);
  });

  it('give a link that shows a draft without signing in, until it expires', async () => {
    const created = await asStaff(t, editor, { method: 'POST', url: '/api/admin/notices', payload: notice });
    const id = (created.json() as { data: { id: number } }).data.id;
    const linked = await asStaff(t, editor, { method: 'POST', url: `/api/admin/notices/${id}/preview-link` });
    expect(linked.statusCode, linked.body).toBe(200);
    const { token, expires_at } = (linked.json() as { data: { token: string; expires_at: string } }).data;
    const lifetime = Date.parse(expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan((PREVIEW_LINK_SECONDS - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(PREVIEW_LINK_SECONDS * 1000);

    const shown = await t.app.inject({ method: 'GET', url: `/api/admin/preview/${token}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      kind: 'notices',
      item: { id, title_en: 'Preview QZ9', visibility: 'draft' },
    });
    // The public site still does not show it.
    expect((await t.app.inject({ method: 'GET', url: `/api/notices/${id}` })).statusCode).toBe(404);

    const [payload, signed] = token.split('.') as [string, string];
    const other = Buffer.from(
      JSON.stringify({ kind: 'notices', id: id + 1, expires: 9_999_999_999 }),
    ).toString('base64url');
    for (const bad of [`${other}.${signed}`, `${payload}.${signed.slice(1)}`, 'nonsense', `${payload}`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/preview/${bad}` })).statusCode).toBe(404);
    }
    const expired = issuePreviewToken(
      secret,
      { kind: 'notices', id },
      Date.now() - (PREVIEW_LINK_SECONDS + 1) * 1000,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/preview/${expired.token}` })).statusCode,
    ).toBe(404);

    // Only for those who may edit the item; and it is audited.
    const refused = await asStaff(t, branchEditor, {
      method: 'POST',
      url: `/api/admin/notices/${id}/preview-link`,
    });
    expect(refused.statusCode).toBe(403);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'content.preview_link')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audited.length).toBe(1);

    // Trashed, the link shows nothing.
    await asStaff(t, editor, { method: 'DELETE', url: `/api/admin/notices/${id}` });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/preview/${token}` })).statusCode).toBe(404);
  });

  it('say the file’s size, as the public page does, for a saved item, an unsaved edit and a link', async () => {
    const file = '/uploads/notices/preview-size-qz9.pdf';
    placeUpload(t, file); // 9 bytes: 'test file'
    const created = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/notices',
      payload: { ...notice, file },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    const saved = await asStaff(t, editor, { method: 'GET', url: `/api/admin/notices/${id}/preview` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id, file, file_size: 9, visibility: 'draft' });
    const edit = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/notices/preview',
      payload: { ...notice, file },
    });
    expect(edit.json().data).toMatchObject({ file, file_size: 9 });
    const noFile = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/notices/preview',
      payload: notice,
    });
    expect(noFile.json().data.file_size).toBeNull();
    const linked = await asStaff(t, editor, { method: 'POST', url: `/api/admin/notices/${id}/preview-link` });
    const { token } = (linked.json() as { data: { token: string } }).data;
    const shown = await t.app.inject({ method: 'GET', url: `/api/admin/preview/${token}` });
    expect(shown.json().data.item).toMatchObject({ id, file_size: 9 });
    // The saved item's preview is for those who may edit it.
    const refused = await asStaff(t, branchEditor, {
      method: 'GET',
      url: `/api/admin/notices/${id}/preview`,
    });
    expect(refused.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/admin/notices/${id}/preview` });
    expect([401, 403]).toContain(signedOut.statusCode);
  });

  it('are never stored by the response cache', () => {
    for (const path of [
      '/api/admin/preview/abc.def',
      '/api/admin/notices/3/preview',
      '/admin/preview/abc.def',
      '/admin/notices/3/preview',
      '/admin/notices/new/preview',
    ])
      expect(mayStorePath(path), path).toBe(false);
  });
});
