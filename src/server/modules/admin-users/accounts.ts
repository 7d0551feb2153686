// What an administrator does to staff accounts, with its rules and its audit entries: the routes
// (routes.ts) only read the request and answer; the queries are in repo.ts.
import type { FastifyRequest } from 'fastify';
import { changedFields, record } from '#server/audit/record.ts';
import { createStaffAccount, deleteSessionsOf } from '#server/auth/accounts.ts';
import { createPasswordLink, deletePasswordLinks, type PasswordLink } from '#server/auth/password-links.ts';
import { setGrants } from '#server/auth/grants.ts';
import { staffOf } from '#server/auth/staff.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import type { StaffMember } from '#shared/contract/admin/staff.ts';
import type { CreateStaffBody, UpdateStaffBody } from '#shared/contract/admin/users.ts';
import { branchExists, findMember, isEmailTaken, updateMember, type AccountChanges } from './repo.ts';

type LinkAnswer = { data: { user: StaffMember } & PasswordLink };

/** Branch editors always work for one branch; a branch must exist. */
async function checkBranch(api: ApiInstance, role: string, branchId: number | null): Promise<void> {
  if (role === 'branch_editor' && branchId === null) {
    throw new HttpError(400, 'api.validation_failed', { branchId: 'validation.branch_needed_for_role' });
  }
  if (branchId !== null && !(await branchExists(api.db, branchId)))
    throw new HttpError(400, 'api.validation_failed', { branchId: 'validation.branch_unknown' });
}

/** The fields a change sent; a field not sent is absent, never null or a default. */
function sentChanges(body: UpdateStaffBody): AccountChanges {
  const changes: AccountChanges = {};
  if (body.role !== undefined) changes.role = body.role;
  if (body.branchId !== undefined) changes.branchId = body.branchId;
  if (body.name !== undefined) changes.name = body.name;
  if (body.disabled !== undefined) changes.disabled = body.disabled;
  return changes;
}

async function memberOrNotFound(api: ApiInstance, id: string): Promise<StaffMember> {
  const member = await findMember(api.db, id);
  if (!member) throw new HttpError(404, 'api.not_found');
  return member;
}

export async function createAccount(
  api: ApiInstance,
  request: FastifyRequest,
  body: CreateStaffBody,
): Promise<LinkAnswer> {
  await checkBranch(api, body.role, body.branchId);
  if (await isEmailTaken(api.db, body.email))
    throw new HttpError(409, 'api.validation_failed', { email: 'api.email_taken' });
  const member = await createStaffAccount(api.auth, body);
  await record(api.db, request, {
    action: 'account.created',
    entity: 'account',
    entityId: member.id,
    after: { ...member },
  });
  const link = await createPasswordLink(api, member.id);
  return { data: { user: member, ...link } };
}

export async function changeAccount(
  api: ApiInstance,
  request: FastifyRequest,
  id: string,
  body: UpdateStaffBody,
): Promise<StaffMember> {
  const before = await memberOrNotFound(api, id);
  const self = staffOf(request).id === before.id;
  if (self && ((body.role && body.role !== before.role) || body.disabled))
    throw new HttpError(403, 'api.self_change_refused');
  const changes = sentChanges(body);
  const after: StaffMember = { ...before, ...changes, grants: body.grants ?? before.grants };
  // The branch rule is checked when the role or branch is what changes: disabling or renaming an
  // account never depends on it.
  if (changes.role !== undefined || changes.branchId !== undefined)
    await checkBranch(api, after.role, after.branchId);
  await api.db.transaction().execute(async (trx) => {
    await updateMember(trx, before.id, changes);
    if (body.grants !== undefined) await setGrants(trx, before.id, body.grants);
    // A disabled account, or one whose role changed, starts again from a fresh sign-in.
    if (after.disabled || after.role !== before.role) await deleteSessionsOf(trx, before.id);
    // A disabled account's outstanding password link stops working too.
    if (after.disabled) await deletePasswordLinks(trx, before.id);
    await record(trx, request, {
      action: 'account.updated',
      entity: 'account',
      entityId: before.id,
      ...changedFields({ ...before }, { ...after }),
    });
  });
  return after;
}

export async function newPasswordLink(
  api: ApiInstance,
  request: FastifyRequest,
  id: string,
): Promise<LinkAnswer> {
  const member = await memberOrNotFound(api, id);
  // A link for a disabled account could not be used (disabling ends its links): say so instead.
  if (member.disabled) throw new HttpError(409, 'api.account_disabled_link');
  const link = await createPasswordLink(api, member.id);
  await record(api.db, request, { action: 'account.password_link', entity: 'account', entityId: member.id });
  return { data: { user: member, ...link } };
}

export async function signOutEverywhere(
  api: ApiInstance,
  request: FastifyRequest,
  id: string,
): Promise<void> {
  const member = await memberOrNotFound(api, id);
  const sessions = await deleteSessionsOf(api.db, member.id);
  await record(api.db, request, {
    action: 'sign_out.everywhere',
    entity: 'session',
    entityId: member.id,
    after: { sessions },
  });
}
