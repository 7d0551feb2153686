// The staff dashboard (issue 29 items 1 and 7): each role sees only what it may (a branch editor their
// branch's items, a case officer cases and no content), changes by others but not their own, and an
// administrator of a new site (migrated, no demo content) the steps it still lacks, which tick themselves off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponse, type Dashboard } from '#shared/contract/admin/dashboard.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function dashboard(t: TestApp, staff: TestStaff): Promise<Dashboard> {
  const response = await asStaff(t, staff, { method: 'GET', url: '/api/admin/dashboard' });
  expect(response.statusCode, response.body).toBe(200);
  return strictly(dashboardResponse).parse(response.json()).data;
}

const titles = (list: { items: { title_en: string }[] } | undefined) =>
  (list?.items ?? []).map((item) => item.title_en);

describe('the dashboard of a site with content', () => {
  let t: TestApp;
  let admin: TestStaff;
  let editor: TestStaff;
  let branchEditor: TestStaff;
  let officer: TestStaff;
  let branches: number[];

  async function create(staff: TestStaff, kind: string, fields: Record<string, unknown>) {
    const response = await asStaff(t, staff, { method: 'POST', url: `/api/admin/${kind}`, payload: fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number };
  }
  const notice = (title: string, branch: number, fields: Record<string, unknown>) => ({
    title_en: title,
    title_ne: `${title} (ने)`,
    text_en: '<p>Text</p>',
    text_ne: '<p>पाठ</p>',
    date: '2026-11-20',
    branch_id: branch,
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map(
      (b) => b.id,
    );
    admin = await createStaff(t, 'admin');
    editor = await createStaff(t, 'editor');
    branchEditor = await createStaff(t, 'branch_editor', { branchId: branches[0] });
    officer = await createStaff(t, 'case_officer', { branchId: branches[0] });

    // Content: by the editor (so the others see it as a change by someone else), in both branches.
    await create(
      editor,
      'notices',
      notice('Dash scheduled own branch', branches[0]!, {
        status: 'published',
        publish_at: inDays(3),
      }),
    );
    await create(
      editor,
      'notices',
      notice('Dash scheduled other branch', branches[1]!, {
        status: 'published',
        publish_at: inDays(2),
      }),
    );
    await create(
      editor,
      'notices',
      notice('Dash expiring', branches[0]!, {
        status: 'published',
        unpublish_at: inDays(5),
      }),
    );
    await create(
      editor,
      'notices',
      notice('Dash expiring later', branches[0]!, {
        status: 'published',
        unpublish_at: inDays(60),
      }),
    );
    await create(editor, 'notices', notice('Dash draft', branches[0]!, { status: 'draft' }));
    // A site-wide kind (a branch editor's dashboard never shows it): a scheduled slide.
    await create(editor, 'slides', {
      title_en: 'Dash slide',
      title_ne: 'ड्यास स्लाइड',
      description_en: '',
      description_ne: '',
      image: 'https://images.example.org/slide.jpg',
      sort_order: 1,
      status: 'published',
      publish_at: inDays(1),
    });

    // Cases: one complaint in each branch assigned to the officer, the first past its reply time.
    const categories = await t.db.selectFrom('complaint_category').select('id').limit(1).execute();
    for (const [index, branch] of branches.entries()) {
      await t.db
        .insertInto('complaint')
        .values({
          name: 'Hari',
          contact: '9841000222',
          address: 'Thimi',
          branch_id: branch,
          category_id: categories[0]!.id,
          title: `Dash complaint ${index}`,
          lang: 'en',
          created_at: inDays(-10),
          reference: `GS-2083-99000${index}`,
          status: 'received',
          assigned_user_id: officer.id,
          reply_due_at: inDays(-3),
          close_due_at: inDays(20),
        })
        .execute();
    }
    // PGlite seeds slowly on a loaded machine (four accounts signed in besides).
  }, 180_000);
  afterAll(() => t.close());

  it('shows an editor every kind’s scheduled, expiring and draft items, nearest first, and no cases', async () => {
    const board = await dashboard(t, editor);
    expect(titles(board.content?.scheduled)).toEqual(
      expect.arrayContaining(['Dash slide', 'Dash scheduled other branch', 'Dash scheduled own branch']),
    );
    const scheduled = titles(board.content?.scheduled);
    expect(scheduled.indexOf('Dash slide')).toBeLessThan(scheduled.indexOf('Dash scheduled own branch'));
    expect(titles(board.content?.expiring)).toContain('Dash expiring');
    // Taken down in 60 days: not "soon".
    expect(titles(board.content?.expiring)).not.toContain('Dash expiring later');
    expect(titles(board.content?.drafts)).toContain('Dash draft');
    expect(board.content?.scheduled.items.find((i) => i.title_en === 'Dash slide')?.kind).toBe('slides');
    expect(board.cases).toBeNull();
    expect(board.setup).toBeNull();
    // Their own changes are not "changes by others".
    expect(board.recent.map((change) => change.target.title_en)).not.toContain('Dash draft');
  });

  it('shows a branch editor their branch’s items only, and the editor’s changes to them', async () => {
    const board = await dashboard(t, branchEditor);
    expect(titles(board.content?.scheduled)).toEqual(['Dash scheduled own branch']);
    expect(board.content?.scheduled.total).toBe(1);
    expect(titles(board.content?.drafts)).toEqual(expect.arrayContaining(['Dash draft']));
    const changed = board.recent.map((change) => change.target.title_en);
    expect(changed).toContain('Dash scheduled own branch');
    expect(changed).not.toContain('Dash scheduled other branch');
    expect(changed).not.toContain('Dash slide');
    const change = board.recent.find((c) => c.target.title_en === 'Dash draft')!;
    expect(change).toMatchObject({ action: 'content.created', target: { type: 'content', kind: 'notices' } });
    expect(change.actor).toMatch(/^editor /);
    expect(board.cases).toBeNull();
  });

  it('shows a case officer their branch’s assigned and overdue cases, and no content', async () => {
    const board = await dashboard(t, officer);
    expect(board.content).toBeNull();
    expect(board.setup).toBeNull();
    expect(board.cases?.assigned.items.map((c) => c.title)).toEqual(['Dash complaint 0']);
    expect(board.cases?.overdue.items.map((c) => c.title)).toContain('Dash complaint 0');
    expect(board.cases?.overdue.items.map((c) => c.title)).not.toContain('Dash complaint 1');
    expect(board.cases?.overdue.items.every((c) => c.overdue)).toBe(true);
    // Content changes are not a case officer's.
    expect(board.recent.filter((c) => c.target.type === 'content')).toEqual([]);
  });

  it('shows an administrator everything, the setup steps a seeded site has done, and changes by others', async () => {
    const board = await dashboard(t, admin);
    expect(titles(board.content?.scheduled)).toContain('Dash scheduled other branch');
    expect(board.cases?.overdue.items.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Dash complaint 0', 'Dash complaint 1']),
    );
    // Assigned to the officer, not to the administrator.
    expect(board.cases?.assigned.items.map((c) => c.title)).not.toContain('Dash complaint 0');
    const done = Object.fromEntries(board.setup!.map(({ step, done }) => [step, done]));
    expect(done).toMatchObject({
      name: true,
      logo: true,
      contacts: true,
      office_hours: true,
      slides: true,
      first_notice: true,
      second_account: true,
    });
    // The editors made here have no second factor.
    expect(done.two_step).toBe(false);
    expect(board.recent.map((c) => c.target.title_en)).toContain('Dash slide');
  });
});

describe('the dashboard of a new site (migrated, no demo content)', () => {
  let t: TestApp;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    admin = await createStaff(t, 'admin');
  }, 120_000);
  afterAll(() => t.close());

  it('lists every step a new site lacks, and ticks one off once it is done', async () => {
    const before = await dashboard(t, admin);
    expect(before.setup).toEqual([
      { step: 'name', done: false },
      { step: 'logo', done: false },
      { step: 'contacts', done: false },
      { step: 'office_hours', done: false },
      { step: 'slides', done: false },
      { step: 'first_notice', done: false },
      { step: 'second_account', done: false },
      // The one account, the administrator, signs in with a second factor.
      { step: 'two_step', done: true },
    ]);
    expect(before.content).toEqual({
      scheduled: { total: 0, items: [] },
      expiring: { total: 0, items: [] },
      drafts: { total: 0, items: [] },
    });
    expect(before.recent).toEqual([]);

    const saved = await asStaff(t, admin, {
      method: 'PUT',
      url: '/api/admin/settings/identity',
      payload: { institution_name_en: 'Guthi Sansthan', institution_name_ne: 'गुठी संस्थान', logo: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await createStaff(t, 'editor');
    const after = await dashboard(t, admin);
    const done = Object.fromEntries(after.setup!.map(({ step, done }) => [step, done]));
    expect(done).toMatchObject({ name: true, logo: false, second_account: true, two_step: false });
  });

  it('shows an administrator without a second factor nothing until they set one up', async () => {
    const unsafe = await createStaff(t, 'admin', { twoFactor: false });
    expect(await dashboard(t, unsafe)).toEqual({ content: null, cases: null, recent: [], setup: null });
  });
});
