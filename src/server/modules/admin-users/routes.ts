// Staff accounts (administrators only): list, create, change role/branch, disable, make a password link,
// sign a person out everywhere. Accounts are never deleted: the audit log keeps naming them.
import type { FastifyRequest } from 'fastify';
import { changedFields, record } from '../../audit/record.ts';
import { createStaffAccount } from '../../auth/accounts.ts';
import { createPasswordLink, deletePasswordLinks } from '../../auth/password-links.ts';
import { requirePermission, staffOf, toStaffMember } from '../../auth/staff.ts';
import { authFlag } from '../../db/dialect-helpers.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiInstance } from '../../plugins/zod.ts';
import { z } from 'zod';
import { okResponse, staffMember, type StaffMember } from '../../../shared/contract/admin/staff.ts';
import {
  createStaffBody,
  passwordLinkResponse,
  staffListResponse,
  updateStaffBody,
  type UpdateStaffBody,
} from '../../../shared/contract/admin/users.ts';
import { translate } from '../../../shared/i18n/index.ts';

const tags = ['staff: accounts'];
const userParams = z.object({ id: z.string().min(1).max(64) });
const guard = requirePermission('accounts.manage');

/** Branch editors always work for one branch; a branch must exist. */
async function checkBranch(api: ApiInstance, role: string, branchId: number | null): Promise<void> {
  if (role === 'branch_editor' && branchId === null) {
    throw new HttpError(400, 'api.validation_failed', { branchId: 'validation.branch_needed_for_role' });
  }
  if (branchId === null) return;
  const branch = await api.db.selectFrom('branch').select('id').where('id', '=', branchId).executeTakeFirst();
  if (!branch) throw new HttpError(400, 'api.validation_failed', { branchId: 'validation.branch_unknown' });
}

/** The fields a change sent; a field not sent is absent, never null or a default. */
function sentChanges(
  body: UpdateStaffBody,
): Partial<Pick<StaffMember, 'role' | 'branchId' | 'name' | 'disabled'>> {
  const changes: Partial<Pick<StaffMember, 'role' | 'branchId' | 'name' | 'disabled'>> = {};
  if (body.role !== undefined) changes.role = body.role;
  if (body.branchId !== undefined) changes.branchId = body.branchId;
  if (body.name !== undefined) changes.name = body.name;
  if (body.disabled !== undefined) changes.disabled = body.disabled;
  return changes;
}

async function findMember(api: ApiInstance, id: string): Promise<StaffMember> {
  const row = await api.db.selectFrom('auth_user').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'api.not_found');
  return toStaffMember(row as unknown as Record<string, unknown>);
}

export default async function adminUsersRoutes(api: ApiInstance) {
  api.get(
    '/admin/users',
    {
      preValidation: guard,
      schema: { summary: 'Staff accounts', tags, response: { 200: staffListResponse } },
    },
    async () => {
      const rows = await api.db.selectFrom('auth_user').selectAll().orderBy('name').execute();
      return { data: rows.map((row) => toStaffMember(row as unknown as Record<string, unknown>)) };
    },
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
    async (request, reply) => {
      const body = request.body;
      await checkBranch(api, body.role, body.branchId);
      const taken = await api.db
        .selectFrom('auth_user')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst();
      if (taken) throw new HttpError(409, 'api.validation_failed', { email: 'api.email_taken' });
      const member = await createStaffAccount(api.auth, body);
      await record(api.db, request, {
        action: 'account.created',
        entity: 'account',
        entityId: member.id,
        after: { ...member },
      });
      const link = await createPasswordLink(api, member.id);
      return reply.code(201).send({ data: { user: member, ...link } });
    },
  );

  api.patch(
    '/admin/users/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'Change a staff account (role, branch, name, disabled)',
        tags,
        params: userParams,
        body: updateStaffBody,
        response: { 200: z.object({ data: staffMember }) },
      },
    },
    async (request) => {
      const before = await findMember(api, request.params.id);
      const body = request.body;
      const self = staffOf(request).id === before.id;
      if (self && ((body.role && body.role !== before.role) || body.disabled))
        throw new HttpError(403, 'api.self_change_refused');
      const changes = sentChanges(body);
      const after: StaffMember = { ...before, ...changes };
      // The branch rule is checked when the role or branch is what changes: disabling or renaming an
      // account never depends on it.
      if (changes.role !== undefined || changes.branchId !== undefined)
        await checkBranch(api, after.role, after.branchId);
      await api.db.transaction().execute(async (trx) => {
        // Only the columns sent are written: a change of one field never rewrites another.
        await trx
          .updateTable('auth_user')
          .set({
            ...(changes.role !== undefined ? { role: changes.role } : {}),
            ...(changes.branchId !== undefined ? { branchId: changes.branchId } : {}),
            ...(changes.name !== undefined ? { name: changes.name } : {}),
            ...(changes.disabled !== undefined ? { disabled: authFlag(trx, changes.disabled) } : {}),
            updatedAt: new Date().toISOString(),
          })
          .where('id', '=', before.id)
          .execute();
        // A disabled account, or one whose role changed, starts again from a fresh sign-in.
        if (after.disabled || after.role !== before.role)
          await trx.deleteFrom('auth_session').where('userId', '=', before.id).execute();
        // A disabled account's outstanding password link stops working too.
        if (after.disabled) await deletePasswordLinks(trx, before.id);
        await record(trx, request, {
          action: 'account.updated',
          entity: 'account',
          entityId: before.id,
          ...changedFields({ ...before }, { ...after }),
        });
      });
      return { data: after };
    },
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
    async (request) => {
      const member = await findMember(api, request.params.id);
      // A link for a disabled account could not be used (disabling ends its links): say so instead.
      if (member.disabled) throw new HttpError(409, 'api.account_disabled_link');
      const link = await createPasswordLink(api, member.id);
      await record(api.db, request, {
        action: 'account.password_link',
        entity: 'account',
        entityId: member.id,
      });
      return { data: { user: member, ...link } };
    },
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
    async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const member = await findMember(api, request.params.id);
      const result = await api.db
        .deleteFrom('auth_session')
        .where('userId', '=', member.id)
        .executeTakeFirst();
      await record(api.db, request, {
        action: 'sign_out.everywhere',
        entity: 'session',
        entityId: member.id,
        after: { sessions: Number(result.numDeletedRows) },
      });
      return { status: 200, message: translate(request.lang, 'api.signed_out') };
    },
  );
}
