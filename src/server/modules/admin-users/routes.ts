// Staff accounts (administrators only): list, create, change role/branch, disable, make a password link,
// sign a person out everywhere. Accounts are never deleted: the audit log keeps naming them.
// Thin routes: the rules are in accounts.ts, the queries in repo.ts.
import { requirePermission } from '#server/auth/staff.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { z } from 'zod';
import { okResponse, staffMember } from '#shared/contract/admin/staff.ts';
import {
  createStaffBody,
  passwordLinkResponse,
  staffListQuery,
  staffListResponse,
  updateStaffBody,
} from '#shared/contract/admin/users.ts';
import { translate } from '#shared/i18n/index.ts';
import { changeAccount, createAccount, newPasswordLink, signOutEverywhere } from './accounts.ts';
import { filterAccounts } from './list-filter.ts';
import { listMembers } from './repo.ts';

const tags = ['staff: accounts'];
const userParams = z.object({ id: z.string().min(1).max(64) });
const guard = requirePermission('accounts.manage');

export default async function adminUsersRoutes(api: ApiInstance) {
  api.get(
    '/admin/users',
    {
      preValidation: guard,
      schema: {
        summary: 'Staff accounts: a search in names and addresses, or those unused for 90 days',
        tags,
        querystring: staffListQuery,
        response: { 200: staffListResponse },
      },
    },
    async (request) => ({ data: filterAccounts(await listMembers(api.db), request.query) }),
  );

  api.post(
    '/admin/users',
    {
      config: { rateLimit: api.writeRateLimit },
      preValidation: guard,
      schema: {
        summary: 'Create a staff account; answers its one-time password link',
        tags,
        body: createStaffBody,
        response: { 201: passwordLinkResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await createAccount(api, request, request.body)),
  );

  api.patch(
    '/admin/users/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'Change a staff account (role, branch, name, disabled, grants)',
        tags,
        params: userParams,
        body: updateStaffBody,
        response: { 200: z.object({ data: staffMember }) },
      },
    },
    async (request) => ({ data: await changeAccount(api, request, request.params.id, request.body) }),
  );

  api.post(
    '/admin/users/:id/password-link',
    {
      preValidation: guard,
      schema: {
        summary: 'Make a new one-time link to set the password (a reset)',
        tags,
        params: userParams,
        response: { 200: passwordLinkResponse },
      },
    },
    async (request) => newPasswordLink(api, request, request.params.id),
  );

  api.post(
    '/admin/users/:id/sign-out',
    {
      preValidation: guard,
      schema: {
        summary: 'Sign a staff member out everywhere',
        tags,
        params: userParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await signOutEverywhere(api, request, request.params.id);
      return { status: 200, message: translate(request.lang, 'api.signed_out') };
    },
  );
}
