// Work kept across a session's end (issue 23): a form posted after the session ended is kept with the
// ticket the page got while signed in, and given back only to that account after signing in again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftResponse, DRAFT_TICKET_HEADER, sessionTimeResponse } from '#shared/contract/admin/drafts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, signIn, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { DRAFT_TICKET_SECONDS, issueTicket, readTicket } from './drafts.ts';

let t: TestApp;
let editor: TestStaff;
let other: TestStaff;
let noticeId: number;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  other = await createStaff(t, 'editor');
  noticeId = (await t.db.selectFrom('notice').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const FIELDS = { title_en: 'What I typed', text_en: 'A long text typed for an hour.', base_revision: '0' };

async function draftOf(staff: TestStaff, item: number | null = noticeId) {
  const query = item === null ? 'kind=notices' : `kind=notices&item=${item}`;
  const response = await asStaff(t, staff, { method: 'GET', url: `/api/admin/drafts?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return strictly(draftResponse).parse(response.json()).data;
}

/** Posted as the edit page does when the save answered 401: no session, only the ticket. */
const keep = (ticket: string | undefined, fields: Record<string, string> = FIELDS) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/drafts',
    headers: {
      origin: t.config.PUBLIC_URL,
      ...(ticket === undefined ? {} : { [DRAFT_TICKET_HEADER]: ticket }),
    },
    payload: { fields },
  });

describe('drafts kept when a session ends', () => {
  it('keeps the form posted without a session and gives it back to its author only', async () => {
    const { ticket, draft } = await draftOf(editor);
    expect(draft).toBeNull();
    // The session ends (deleted, as "sign out everywhere" does).
    await t.db.deleteFrom('auth_session').where('userId', '=', editor.id).execute();
    const signedOut = await asStaff(t, editor, { method: 'GET', url: `/api/admin/notices/${noticeId}` });
    expect(signedOut.statusCode).toBe(401);
    expect((await keep(ticket)).statusCode).toBe(200);
    // Another account never sees it, on any item.
    expect((await draftOf(other)).draft).toBeNull();
    // Signed in again, its author gets it back, on that item only.
    editor.cookie = await signIn(t, editor.email, editor.password);
    expect((await draftOf(editor)).draft).toMatchObject({ fields: FIELDS, saved_at: expect.any(String) });
    expect((await draftOf(editor, null)).draft).toBeNull();
  });

  it('refuses to keep anything without a valid ticket', async () => {
    const { ticket } = await draftOf(other);
    expect((await keep(undefined)).statusCode).toBe(401);
    // A ticket changed to name another account fails its signature.
    const [payload, signed] = ticket.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, owner: editor.id })).toString('base64url')}.${signed}`;
    expect((await keep(forged, { title_en: 'forged' })).statusCode).toBe(401);
    const secret = t.app.auth.options.secret;
    const old = issueTicket(
      secret,
      { owner: other.id, kind: 'notices', item: noticeId },
      Date.now() - (DRAFT_TICKET_SECONDS + 60) * 1000,
    );
    expect(readTicket(secret, old)).toBeNull();
    expect((await keep(old)).statusCode).toBe(401);
    expect((await draftOf(other)).draft).toBeNull();
    // The account the forged ticket named still has its own draft, untouched.
    expect((await draftOf(editor)).draft?.fields).toEqual(FIELDS);
  });

  it('drops the draft once the item is saved, or when its author throws it away', async () => {
    const { ticket } = await draftOf(other);
    await keep(ticket, { title_en: 'Typed by the other editor' });
    expect((await draftOf(other)).draft).not.toBeNull();
    const item = (await asStaff(t, other, { method: 'GET', url: `/api/admin/notices/${noticeId}` })).json()
      .data;
    const edit = { ...item, base_revision: item.revision };
    for (const key of ['id', 'deleted_at', 'updated_at', 'visibility', 'missing_languages', 'revision'])
      delete edit[key];
    const saved = await asStaff(t, other, {
      method: 'PUT',
      url: `/api/admin/notices/${noticeId}`,
      payload: edit,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await draftOf(other)).draft).toBeNull();

    const again = await draftOf(other);
    await keep(again.ticket, { title_en: 'Typed again' });
    const discarded = await asStaff(t, other, {
      method: 'DELETE',
      url: `/api/admin/drafts?kind=notices&item=${noticeId}`,
    });
    expect(discarded.statusCode).toBe(200);
    expect((await draftOf(other)).draft).toBeNull();
  });

  it('says when the session ends, about 12 hours after it was last renewed', async () => {
    const response = await asStaff(t, other, { method: 'GET', url: '/api/admin/session-time' });
    const { seconds_left, expires_at } = strictly(sessionTimeResponse).parse(response.json()).data;
    expect(seconds_left).toBeGreaterThan(11 * 3600);
    expect(seconds_left).toBeLessThanOrEqual(12 * 3600);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());
  });
});
