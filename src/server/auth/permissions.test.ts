// The permission matrix (docs/staff-area.md): every role, and a signed-out visitor, against every
// /api/admin endpoint. A new admin endpoint must be added to ENDPOINTS, or the first test fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKinds, kindSpecs, type ContentKind } from '#shared/contract/admin/content-kinds.ts';
import { can, staffRoles, type Permission, type StaffRole } from '#shared/contract/admin/staff.ts';
import { previewable } from '#shared/contract/admin/preview.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { setGrants } from './grants.ts';
import { asStaff, createStaff, signIn, type TestStaff } from '../test-support/staff.ts';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the OpenAPI document names it. */
  path: string;
  /** null: open to signed-out visitors (signing in, setting a password from a link). */
  permission: Permission | null;
  url?: (ids: { userId: string; targetId: string }) => string;
  payload?: object;
  /** Ends the caller's sessions: everyone signs in again before the next call. */
  signsOut?: boolean;
  /** Site-wide content: not a branch editor's. */
  siteWide?: boolean;
}

// The bodies are ones the schemas refuse (400, counted as allowed): the permission is checked before the
// body (preValidation), and no password is hashed or checked, which would take most of the file's time.
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/admin/session', permission: null, payload: { email: 'a@b.np', password: 'x' } },
  { method: 'POST', path: '/admin/session/two-factor', permission: null, payload: { code: '123456' } },
  // Called signed out (as every open endpoint), it ends no one's session.
  { method: 'DELETE', path: '/admin/session', permission: null },
  {
    method: 'POST',
    path: '/admin/password',
    permission: null,
    payload: { token: 'x'.repeat(20), password: 'y'.repeat(20) },
  },
  { method: 'POST', path: '/admin/session/everywhere', permission: 'account.self', signsOut: true },
  { method: 'GET', path: '/admin/me', permission: 'account.self' },
  {
    method: 'POST',
    path: '/admin/me/two-factor',
    permission: 'account.self',
    payload: {},
  },
  {
    method: 'POST',
    path: '/admin/me/two-factor/confirm',
    permission: 'account.self',
    payload: { code: '000000' },
  },
  {
    method: 'POST',
    path: '/admin/me/two-factor/backup-codes',
    permission: 'account.self',
    payload: {},
  },
  {
    method: 'POST',
    path: '/admin/me/password',
    permission: 'account.self',
    payload: { currentPassword: 'wrong' },
  },
  { method: 'GET', path: '/admin/users', permission: 'accounts.manage' },
  {
    method: 'POST',
    path: '/admin/users',
    permission: 'accounts.manage',
    payload: { email: 'bad', name: '', role: 'x' },
  },
  {
    method: 'PATCH',
    path: '/admin/users/{id}',
    permission: 'accounts.manage',
    url: ({ userId }) => `/admin/users/${userId}`,
    payload: { name: 'Same' },
  },
  {
    method: 'POST',
    path: '/admin/users/{id}/password-link',
    permission: 'accounts.manage',
    url: () => '/admin/users/nobody/password-link',
  },
  {
    method: 'POST',
    path: '/admin/users/{id}/sign-out',
    permission: 'accounts.manage',
    // Signs out the target only, whose session no test uses.
    url: ({ targetId }) => `/admin/users/${targetId}/sign-out`,
  },
  { method: 'GET', path: '/admin/audit', permission: 'audit.read' },
  { method: 'GET', path: '/admin/mail', permission: 'mail.manage' },
  {
    method: 'POST',
    path: '/admin/mail/{id}/resend',
    permission: 'mail.manage',
    url: () => '/admin/mail/999999/resend',
  },
  { method: 'GET', path: '/admin/audit/export', permission: 'audit.read' },
  { method: 'GET', path: '/admin/cases', permission: 'cases.handle' },
  { method: 'GET', path: '/admin/cases/export.csv', permission: 'cases.handle' },
  { method: 'GET', path: '/admin/cases/timeline.csv', permission: 'cases.handle' },
  { method: 'GET', path: '/admin/cases/counts', permission: 'cases.handle' },
  { method: 'GET', path: '/admin/cases/reports', permission: 'cases.handle' },
  { method: 'GET', path: '/admin/cases/reports.csv', permission: 'cases.handle' },
  {
    method: 'GET',
    path: '/admin/cases/{kind}/{id}',
    permission: 'cases.handle',
    url: () => '/admin/cases/complaint/999999',
  },
  {
    method: 'POST',
    path: '/admin/cases/{kind}/{id}/status',
    permission: 'cases.handle',
    url: () => '/admin/cases/complaint/999999/status',
    payload: { status: 'resolved' },
  },
  {
    method: 'POST',
    path: '/admin/cases/{kind}/{id}/notes',
    permission: 'cases.handle',
    url: () => '/admin/cases/complaint/999999/notes',
    payload: { body: 'x' },
  },
  {
    method: 'POST',
    path: '/admin/cases/complaint/{id}/replies',
    permission: 'cases.handle',
    url: () => '/admin/cases/complaint/999999/replies',
    payload: { body: 'A reply' },
  },
  {
    method: 'POST',
    path: '/admin/cases/{kind}/{id}/forward',
    permission: 'cases.handle',
    url: () => '/admin/cases/complaint/999999/forward',
    payload: { branchId: 1, reason: 'Belongs to the other branch' },
  },
  {
    method: 'POST',
    path: '/admin/cases/{kind}/{id}/assignment',
    permission: 'cases.handle',
    url: () => '/admin/cases/complaint/999999/assignment',
    payload: {},
  },
  {
    method: 'GET',
    path: '/admin/cases/complaint/{id}/attachment',
    permission: 'cases.handle',
    url: () => '/admin/cases/complaint/999999/attachment',
  },
  { method: 'GET', path: '/admin/officers', permission: 'cases.handle' },
  ...contentKinds.flatMap(contentEndpoints),
  // Many items at once (ADR 039): the kind is in the body, checked per item; a site-wide kind refused then.
  { method: 'POST', path: '/admin/content/bulk', permission: 'content.edit', payload: {} },
  { method: 'GET', path: '/admin/content/trash', permission: 'content.edit' },
  {
    method: 'GET',
    path: '/admin/drafts',
    permission: 'content.edit',
    url: () => '/admin/drafts?kind=notices',
  },
  // The ticket of a form, not a session, allows keeping a draft: signed out without one, 401.
  { method: 'POST', path: '/admin/drafts', permission: null, payload: { fields: {} } },
  {
    method: 'DELETE',
    path: '/admin/drafts',
    permission: 'content.edit',
    url: () => '/admin/drafts?kind=notices',
  },
  // A preview link is its own key (ADR 032): no sign-in, and a forged one finds nothing.
  { method: 'GET', path: '/admin/preview/{token}', permission: null, url: () => '/admin/preview/forged' },
  { method: 'GET', path: '/admin/session-time', permission: 'account.self' },
  // Every signed-in account; each part of it is limited to what the role may see (admin-dashboard).
  { method: 'GET', path: '/admin/dashboard', permission: 'account.self' },
  { method: 'GET', path: '/admin/settings', permission: 'settings.manage' },
  // Each settings group has its own permission (ADR 040): the head office's contacts, and the rest.
  {
    method: 'GET',
    path: '/admin/settings/{group}',
    permission: 'settings.manage',
    url: () => '/admin/settings/identity',
  },
  {
    method: 'GET',
    path: '/admin/settings/{group}',
    permission: 'settings.contacts',
    url: () => '/admin/settings/contact',
  },
  {
    method: 'PUT',
    path: '/admin/settings/{group}',
    permission: 'settings.manage',
    url: () => '/admin/settings/identity',
    payload: { institution_name_en: 'Guthi Sansthan', institution_name_ne: 'गुठी संस्थान', logo: null },
  },
  {
    method: 'PUT',
    path: '/admin/settings/{group}',
    permission: 'settings.contacts',
    url: () => '/admin/settings/contact',
    payload: { phone: 'not a phone' },
  },
  {
    method: 'PUT',
    path: '/admin/settings/{group}',
    permission: 'settings.manage',
    url: () => '/admin/settings/footer_persons',
    payload: { display_person_1: 'x' },
  },
  { method: 'GET', path: '/admin/media', permission: 'content.edit' },
  { method: 'POST', path: '/admin/media', permission: 'content.edit', payload: { alt_en: '' } },
  { method: 'GET', path: '/admin/media/{id}', permission: 'content.edit', url: () => '/admin/media/999999' },
  {
    method: 'PUT',
    path: '/admin/media/{id}',
    permission: 'content.edit',
    url: () => '/admin/media/999999',
    payload: { alt_en: 'x', alt_ne: 'x' },
  },
  {
    method: 'DELETE',
    path: '/admin/media/{id}',
    permission: 'content.edit',
    url: () => '/admin/media/999999',
  },
  {
    method: 'POST',
    path: '/admin/media/{id}/restore',
    permission: 'content.edit',
    url: () => '/admin/media/999999/restore',
  },
];

/** The same calls for every kind of edited content. */
function contentEndpoints(kind: ContentKind): Endpoint[] {
  const one = `/admin/${kind}/999999`;
  const siteWide = !kindSpecs[kind].access.branchOwned;
  return contentCalls(kind, one).map((endpoint) => ({ ...endpoint, siteWide }));
}

function contentCalls(kind: ContentKind, one: string): Endpoint[] {
  return [
    { method: 'GET', path: `/admin/${kind}`, permission: 'content.edit' },
    { method: 'POST', path: `/admin/${kind}`, permission: 'content.edit', payload: { title_en: '' } },
    { method: 'GET', path: `/admin/${kind}/{id}`, permission: 'content.edit', url: () => one },
    {
      method: 'PUT',
      path: `/admin/${kind}/{id}`,
      permission: 'content.edit',
      url: () => one,
      payload: { title_en: '' },
    },
    { method: 'DELETE', path: `/admin/${kind}/{id}`, permission: 'content.edit', url: () => one },
    {
      method: 'POST',
      path: `/admin/${kind}/{id}/duplicate`,
      permission: 'content.edit',
      url: () => `${one}/duplicate`,
    },
    {
      method: 'POST',
      path: `/admin/${kind}/{id}/restore`,
      permission: 'content.edit',
      url: () => `${one}/restore`,
    },
    {
      method: 'GET',
      path: `/admin/${kind}/{id}/revisions`,
      permission: 'content.edit',
      url: () => `${one}/revisions`,
    },
    {
      method: 'GET',
      path: `/admin/${kind}/{id}/revisions/{number}/changes`,
      permission: 'content.edit',
      url: () => `${one}/revisions/1/changes`,
    },
    {
      method: 'POST',
      path: `/admin/${kind}/{id}/revisions/{number}/restore`,
      permission: 'content.edit',
      url: () => `${one}/revisions/1/restore`,
    },
    ...(previewable(kindSpecs[kind])
      ? ([
          { method: 'POST', path: `/admin/${kind}/preview`, permission: 'content.edit', payload: {} },
          {
            method: 'GET',
            path: `/admin/${kind}/{id}/preview`,
            permission: 'content.edit',
            url: () => `${one}/preview`,
          },
          {
            method: 'POST',
            path: `/admin/${kind}/{id}/preview-link`,
            permission: 'content.edit',
            url: () => `${one}/preview-link`,
          },
        ] as const)
      : []),
  ];
}

/**
 * Accounts given the contacts permission (ADR 040), beside the plain roles: the grant must add exactly
 * that permission, nothing else (a branch editor's branch-wide limits included).
 */
const granted = {
  'editor + contacts': 'editor',
  'branch_editor + contacts': 'branch_editor',
  'case_officer + contacts': 'case_officer',
} as const;
type Actor = StaffRole | keyof typeof granted;
const GRANTS = ['settings.contacts'];

let t: TestApp;
const staff = {} as Record<Actor, TestStaff>;
let target: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  target = await createStaff(t, 'editor');
  for (const role of staffRoles)
    staff[role] = await createStaff(t, role, { branchId: role === 'branch_editor' ? 1 : null });
  for (const [actor, role] of Object.entries(granted) as [keyof typeof granted, StaffRole][]) {
    staff[actor] = await createStaff(t, role, { branchId: role === 'branch_editor' ? 1 : null });
    await setGrants(t.db, staff[actor].id, ['settings.contacts']);
  }
});

const roleOf = (actor: Actor): StaffRole =>
  actor in granted ? granted[actor as keyof typeof granted] : (actor as StaffRole);
const grantsOfActor = (actor: Actor) => (actor in granted ? GRANTS : []);
afterAll(() => t.close());

describe('the permission matrix', () => {
  it('lists every /api/admin endpoint the server has', async () => {
    // The staff document (the public one lists no staff endpoint: plugins/openapi.test.ts).
    const document = (
      await asStaff(t, staff.editor, { method: 'GET', url: '/api/admin/openapi.json' })
    ).json();
    const served = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    // A path listed once per permission it checks (settings groups) is one served path.
    expect(served.sort()).toEqual([...new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`))].sort());
  });

  const who = [...staffRoles, ...(Object.keys(granted) as (keyof typeof granted)[]), 'signed out'] as const;
  // The calls that end the callers' sessions run last, so everyone signs in again only between them:
  // an administrator's every sign-in spends an authenticator code, and a fourth within one 30 s period
  // would wait for the next period.
  const inOrder = [...ENDPOINTS.filter((e) => !e.signsOut), ...ENDPOINTS.filter((e) => e.signsOut)];
  for (const [index, endpoint] of inOrder.entries()) {
    it(`${endpoint.method} ${endpoint.url?.({ userId: ':id', targetId: ':id' }) ?? endpoint.path}`, async () => {
      const outcomes: Record<string, string> = {};
      const expected: Record<string, string> = {};
      // An open endpoint is called signed out (a staff member's session changes nothing there).
      for (const role of endpoint.permission === null ? (['signed out'] as const) : who) {
        const url = `/api${endpoint.url ? endpoint.url({ userId: staff.editor.id, targetId: target.id }) : endpoint.path}`;
        const options = {
          method: endpoint.method,
          url,
          ...(endpoint.payload ? { payload: endpoint.payload } : {}),
        };
        const response =
          role === 'signed out'
            ? await t.app.inject({ ...options, headers: { origin: t.config.PUBLIC_URL } })
            : await asStaff(t, staff[role], options);
        outcomes[role] =
          response.statusCode === 401 ? '401' : response.statusCode === 403 ? '403' : 'allowed';
        if (role === 'signed out') expected[role] = '401';
        else if (endpoint.siteWide && roleOf(role) === 'branch_editor') expected[role] = '403';
        else
          expected[role] =
            endpoint.permission && can(roleOf(role), endpoint.permission, grantsOfActor(role))
              ? 'allowed'
              : '403';
      }
      if (endpoint.signsOut && index < inOrder.length - 1) {
        for (const role of Object.keys(staff) as Actor[]) {
          const member = staff[role];
          member.cookie = await signIn(t, member.email, member.password, member.totpSecret);
        }
      }
      // The open endpoints may answer 401 for a wrong password or code, never 403.
      if (endpoint.permission === null) expect(outcomes['signed out']).not.toBe('403');
      else expect(outcomes).toEqual(expected);
      // Read apart from can(): a grant opens the contacts endpoints and changes nothing anywhere else.
      for (const [actor, role] of Object.entries(granted) as [keyof typeof granted, StaffRole][]) {
        if (endpoint.permission === null) continue;
        if (endpoint.permission === 'settings.contacts') expect(outcomes[actor]).toBe('allowed');
        else expect(outcomes[actor], actor).toBe(outcomes[role]);
      }
    });
  }
});
