// Staff sign-in and sign-out, under /api/admin (docs/staff-area.md):
//   POST   /admin/session              e-mail and password; answers `next: two_factor` when a code is due
//   POST   /admin/session/two-factor   the authenticator code that completes a sign-in
//   DELETE /admin/session              sign out (this browser)
//   POST   /admin/session/everywhere   sign out every session of one's account
// The sign-in steps themselves are in sign-in.ts.
import { record } from '#server/audit/record.ts';
import { deleteSessionsOf } from '#server/auth/accounts.ts';
import { currentStaff, requirePermission, staffOf, webHeaders } from '#server/auth/staff.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { okResponse, signInBody, signInCodeBody, signInResponse } from '#shared/contract/admin/staff.ts';
import { forwardCookies, ok } from './answers.ts';
import { signInWithCode, signInWithPassword } from './sign-in.ts';

const tags = ['staff: sign-in'];

export function registerSessionRoutes(api: ApiInstance, signInLimit: ApiInstance['writeRateLimit']): void {
  api.post(
    '/admin/session',
    {
      config: { rateLimit: signInLimit },
      schema: {
        summary: 'Sign in with e-mail and password',
        tags,
        body: signInBody,
        response: { 200: signInResponse },
      },
    },
    async (request, reply) => signInWithPassword(api, request, reply, request.body),
  );

  api.post(
    '/admin/session/two-factor',
    {
      config: { rateLimit: signInLimit },
      schema: {
        summary: 'Complete a sign-in with an authenticator code or a backup code',
        tags,
        body: signInCodeBody,
        response: { 200: signInResponse },
      },
    },
    async (request, reply) => signInWithCode(api, request, reply, request.body.code),
  );

  api.delete(
    '/admin/session',
    { schema: { summary: 'Sign out this browser', tags, response: { 200: okResponse } } },
    async (request, reply) => {
      const staff = await currentStaff(request);
      const response = await api.auth.api.signOut({ headers: webHeaders(request), asResponse: true });
      if (staff) await record(api.db, request, { action: 'sign_out', entity: 'session', entityId: staff.id });
      forwardCookies(response, reply);
      return ok(request, 'api.signed_out');
    },
  );

  api.post(
    '/admin/session/everywhere',
    {
      preValidation: requirePermission('account.self'),
      schema: { summary: 'Sign out every session of one’s account', tags, response: { 200: okResponse } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const sessions = await deleteSessionsOf(api.db, staff.id);
      await record(api.db, request, {
        action: 'sign_out.everywhere',
        entity: 'session',
        entityId: staff.id,
        after: { sessions },
      });
      const response = await api.auth.api.signOut({ headers: webHeaders(request), asResponse: true });
      forwardCookies(response, reply);
      return ok(request, 'api.signed_out');
    },
  );
}
