// Two people editing one item (issue 23): a save says which revision it was based on, and one on top of
// someone else's newer save is refused with 409 and both versions, never applied silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editedItemResponses, saveConflictResponses } from '#shared/contract/admin/content-kinds.ts';
import { translate } from '#shared/i18n/index.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let editor: TestStaff;
let admin: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  admin = await createStaff(t, 'admin');
});
afterAll(() => t.close());

const notice = (fields: Record<string, unknown> = {}) => ({
  title_en: 'Water supply notice',
  title_ne: 'खानेपानी सूचना',
  text_en: '<p>The old text.</p>',
  text_ne: 'पुरानो पाठ।',
  date: '2026-11-20',
  status: 'published',
  ...fields,
});

async function create(fields: Record<string, unknown> = {}) {
  const response = await asStaff(t, editor, {
    method: 'POST',
    url: '/api/admin/notices',
    payload: notice(fields),
  });
  expect(response.statusCode, response.body).toBe(201);
  return strictly(editedItemResponses.notices).parse(response.json()).data;
}

const put = (staff: TestStaff, id: number, payload: Record<string, unknown>, lng = 'en') =>
  asStaff(t, staff, { method: 'PUT', url: `/api/admin/notices/${id}?lng=${lng}`, payload });

const publicText = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/notices/${id}` })).json().data.text_en as string;

const revisionCount = async (id: number) =>
  (
    await t.db
      .selectFrom('revision')
      .select('number')
      .where('entity', '=', 'notice')
      .where('entity_id', '=', id)
      .execute()
  ).length;

describe('saving on top of someone else’s save', () => {
  it('refuses a stale base with 409 and both versions; the other person’s text stays', async () => {
    const item = await create();
    expect(item.revision).toBe(1);
    // Both open the notice at revision 1; the editor saves a new text.
    const first = await put(editor, item.id, notice({ text_en: '<p>The new text.</p>', base_revision: 1 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.revision).toBe(2);
    // The administrator, from the form opened earlier, changes only the title.
    const second = await put(
      admin,
      item.id,
      notice({ title_en: 'Water supply notice (corrected)', base_revision: 1 }),
    );
    expect(second.statusCode, second.body).toBe(409);
    const conflict = strictly(saveConflictResponses.notices).parse(second.json());
    expect(conflict.message).toBe(translate('en', 'api.save_conflict'));
    expect(conflict.current).toMatchObject({
      revision: 2,
      text_en: '<p>The new text.</p>',
      title_en: 'Water supply notice',
    });
    expect(conflict.base).toMatchObject({ text_en: '<p>The old text.</p>', title_en: 'Water supply notice' });
    expect(conflict.saved_by).toBe(await nameOf(editor));
    expect(conflict.saved_at).toEqual(expect.any(String));
    // Nothing of the refused save was applied.
    expect(await publicText(item.id)).toBe('<p>The new text.</p>');
    expect(await revisionCount(item.id)).toBe(2);
  });

  it('answers the refusal in Nepali too', async () => {
    const item = await create();
    await put(editor, item.id, notice({ text_en: '<p>Changed.</p>', base_revision: 1 }));
    const stale = await put(admin, item.id, notice({ base_revision: 1 }), 'ne');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(translate('ne', 'api.save_conflict'));
  });

  it('saves on a fresh base, and then merges knowingly on the newer base', async () => {
    const item = await create();
    await put(editor, item.id, notice({ text_en: '<p>The new text.</p>', base_revision: 1 }));
    const merged = await put(
      admin,
      item.id,
      notice({ title_en: 'Corrected title', text_en: '<p>The new text.</p>', base_revision: 2 }),
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toMatchObject({
      revision: 3,
      title_en: 'Corrected title',
      text_en: '<p>The new text.</p>',
    });
  });

  it('refuses a save that does not say its base (400, per field)', async () => {
    const item = await create();
    const response = await put(editor, item.id, notice());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ base_revision: translate('en', 'validation.base_revision') });
  });

  it('lets exactly one of two saves on the same base win, at once', async () => {
    const item = await create();
    const answers = await Promise.all([
      put(editor, item.id, notice({ text_en: '<p>Editor’s text.</p>', base_revision: 1 })),
      put(admin, item.id, notice({ text_en: '<p>Administrator’s text.</p>', base_revision: 1 })),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.text_en;
    expect(await publicText(item.id)).toBe(winner);
    expect(await revisionCount(item.id)).toBe(2);
    const loser = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(loser.current.text_en).toBe(winner);
  });

  it('treats an item without revisions (the demo data) as revision 0', async () => {
    const seeded = await t.db
      .selectFrom('notice')
      .select('id')
      .where('id', 'not in', t.db.selectFrom('revision').select('entity_id').where('entity', '=', 'notice'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const read = await asStaff(t, editor, { method: 'GET', url: `/api/admin/notices/${seeded.id}` });
    expect(read.json().data.revision).toBe(0);
    const edit = { ...read.json().data, base_revision: 0 };
    for (const key of ['id', 'deleted_at', 'updated_at', 'visibility', 'missing_languages', 'revision']) {
      delete edit[key];
    }
    expect((await put(editor, seeded.id, edit)).statusCode).toBe(200);
    const again = await put(admin, seeded.id, { ...edit, title_en: 'Changed by the second person' });
    expect(again.statusCode).toBe(409);
    // The version both started from is kept (revision 0, outside the history) for the comparison.
    expect(again.json().base).toMatchObject({
      title_en: read.json().data.title_en,
      text_en: read.json().data.text_en,
    });
    const history = await asStaff(t, editor, {
      method: 'GET',
      url: `/api/admin/notices/${seeded.id}/revisions`,
    });
    expect(history.json().data.map((revision: { number: number }) => revision.number)).toEqual([1]);
  });
});

async function nameOf(staff: TestStaff) {
  const me = await asStaff(t, staff, { method: 'GET', url: '/api/admin/me' });
  return me.json().data.name as string;
}
