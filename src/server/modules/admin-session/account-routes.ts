// One's own account, under /api/admin (docs/staff-area.md):
//   GET    /admin/me                   who is signed in, with their permissions
//   POST   /admin/me/two-factor        start setting up the authenticator app (password again)
//   POST   /admin/me/two-factor/confirm  the first code, which switches two-step sign-in on
//   POST   /admin/me/two-factor/backup-codes  new backup codes (password again)
//   POST   /admin/me/password          change one's password
//   POST   /admin/password             set a password from a one-time link (signed out)
import { siteNameFor } from '#server/auth/site-name.ts';
import { renderSVG } from 'uqr';
import { record } from '#server/audit/record.ts';
import { isCommonPassword } from '#server/auth/passwords.ts';
import { requirePermission, staffOf, webHeaders } from '#server/auth/staff.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import {
  backupCodesResponse,
  changePasswordBody,
  meResponse,
  okResponse,
  passwordOnlyBody,
  permissionsOf,
  setPasswordBody,
  totpCodeBody,
  twoFactorSetupResponse,
} from '#shared/contract/admin/staff.ts';
import { fromNepaliDigits } from '#shared/calendar/digits.ts';
import { forwardCookies, ok } from './answers.ts';
import { passwordLinkAccount } from './repo.ts';

const tags = ['staff: sign-in'];

function refusePassword(password: string): void {
  if (isCommonPassword(password))
    throw new HttpError(400, 'api.validation_failed', { password: 'api.password_common' });
}

export function registerAccountRoutes(api: ApiInstance, signInLimit: ApiInstance['writeRateLimit']): void {
  api.get(
    '/admin/me',
    {
      preValidation: requirePermission('account.self'),
      schema: { summary: 'The signed-in staff member', tags, response: { 200: meResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const { sessionId: _session, scope: _scope, ...member } = staff;
      return { data: { ...member, permissions: permissionsOf(staff.role, staff.grants) } };
    },
  );

  api.post(
    '/admin/me/two-factor',
    {
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'Start setting up an authenticator app',
        tags,
        body: passwordOnlyBody,
        response: { 200: twoFactorSetupResponse },
      },
    },
    async (request) => {
      const response = await api.auth.api.enableTwoFactor({
        // The authenticator app lists the entry under the site's own name, in the staff member's language.
        body: { password: request.body.password, issuer: await siteNameFor(api.db, request.lang) },
        headers: webHeaders(request),
        asResponse: true,
      });
      if (!response.ok) throw new HttpError(400, 'api.validation_failed', { password: 'api.password_wrong' });
      const { totpURI, backupCodes } = (await response.json()) as { totpURI: string; backupCodes: string[] };
      const secret = new URL(totpURI).searchParams.get('secret') ?? '';
      await record(api.db, request, {
        action: 'two_factor.setup_started',
        entity: 'account',
        entityId: staffOf(request).id,
      });
      return { data: { totpUri: totpURI, secret, qrSvg: renderSVG(totpURI), backupCodes } };
    },
  );

  api.post(
    '/admin/me/two-factor/confirm',
    {
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'Switch two-step sign-in on with a first code',
        tags,
        body: totpCodeBody,
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      const response = await api.auth.api.verifyTOTP({
        body: { code: fromNepaliDigits(request.body.code) },
        headers: webHeaders(request),
        asResponse: true,
      });
      if (!response.ok) throw new HttpError(400, 'api.validation_failed', { code: 'api.code_failed' });
      forwardCookies(response, reply);
      const staff = staffOf(request);
      await record(api.db, request, {
        action: 'two_factor.enabled',
        entity: 'account',
        entityId: staff.id,
        before: { twoFactorEnabled: staff.twoFactorEnabled },
        after: { twoFactorEnabled: true },
      });
      return ok(request, 'api.saved');
    },
  );

  api.post(
    '/admin/me/two-factor/backup-codes',
    {
      config: { rateLimit: signInLimit },
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'Make new backup codes (the old ones stop working)',
        tags,
        body: passwordOnlyBody,
        response: { 200: backupCodesResponse },
      },
    },
    async (request) => {
      if (!staffOf(request).twoFactorEnabled) throw new HttpError(409, 'api.two_factor_off');
      const response = await api.auth.api.generateBackupCodes({
        body: { password: request.body.password },
        headers: webHeaders(request),
        asResponse: true,
      });
      if (!response.ok) throw new HttpError(400, 'api.validation_failed', { password: 'api.password_wrong' });
      const { backupCodes } = (await response.json()) as { backupCodes: string[] };
      await record(api.db, request, {
        action: 'two_factor.backup_codes_renewed',
        entity: 'account',
        entityId: staffOf(request).id,
      });
      return { data: { backupCodes } };
    },
  );

  api.post(
    '/admin/me/password',
    {
      config: { rateLimit: signInLimit },
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'Change one’s password',
        tags,
        body: changePasswordBody,
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      refusePassword(request.body.password);
      const response = await api.auth.api.changePassword({
        body: {
          currentPassword: request.body.currentPassword,
          newPassword: request.body.password,
          revokeOtherSessions: true,
        },
        headers: webHeaders(request),
        asResponse: true,
      });
      if (!response.ok)
        throw new HttpError(400, 'api.validation_failed', { currentPassword: 'api.password_wrong' });
      forwardCookies(response, reply);
      await record(api.db, request, {
        action: 'password.changed',
        entity: 'account',
        entityId: staffOf(request).id,
      });
      return ok(request, 'api.saved');
    },
  );

  api.post(
    '/admin/password',
    {
      config: { rateLimit: signInLimit },
      schema: {
        summary: 'Set a password from a one-time link',
        tags,
        body: setPasswordBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      refusePassword(request.body.password);
      const accountId = await passwordLinkAccount(api.db, request.body.token);
      const response = await api.auth.api.resetPassword({
        body: { newPassword: request.body.password, token: request.body.token },
        asResponse: true,
      });
      if (!response.ok || !accountId) throw new HttpError(400, 'api.password_link_invalid');
      await record(api.db, request, {
        action: 'password.set',
        entity: 'account',
        entityId: accountId,
        actor: { id: accountId, email: null },
      });
      return ok(request, 'api.saved');
    },
  );
}
