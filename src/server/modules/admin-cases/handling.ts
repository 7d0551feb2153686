// What a case officer does to a case, with its rules and its audit entries: the routes (inbox-routes.ts,
// case-routes.ts) read the request and answer; the queries are in repo.ts. Every change of a case is one
// transaction: the case, its timeline note and the audit entry together.
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { record } from '#server/audit/record.ts';
import type { Staff } from '#server/auth/staff.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import {
  isClosed,
  messageStatusesNeedingReason,
  statusesNeedingReply,
  statusTransitions,
  type caseAssignBody,
  type caseForwardBody,
  type caseNoteBody,
  type caseReplyBody,
  type caseStatusBody,
} from '#shared/contract/admin/cases.ts';
import { queueForwardedNotice } from '#server/cases/notices.ts';
import {
  addNote,
  branchExists,
  findCase,
  listOfficers,
  markReplied,
  updateCase,
  type CaseRecord,
} from './repo.ts';

/** The case, if this staff member may work on it: 404 when it does not exist, 403 outside their branch. */
export async function caseFor(
  api: ApiInstance,
  staff: Staff,
  kind: CaseRecord['kind'],
  id: number,
): Promise<CaseRecord> {
  const found = await findCase(api.db, kind, id);
  if (!found) throw new HttpError(404, 'api.not_found');
  if (staff.scope !== null && found.branchId !== staff.scope) throw new HttpError(403, 'api.forbidden');
  return found;
}

export async function changeStatus(
  api: ApiInstance,
  request: FastifyRequest,
  staff: Staff,
  current: CaseRecord,
  { status, note, reply }: z.output<typeof caseStatusBody>,
): Promise<void> {
  const { kind, id } = current;
  if (kind === 'complaint' && statusesNeedingReply.includes(status) && !reply) {
    throw new HttpError(400, 'api.validation_failed', { reply: 'validation.reply_required' });
  }
  if (kind === 'message' && messageStatusesNeedingReason.includes(status) && !note) {
    throw new HttpError(400, 'api.validation_failed', { note: 'validation.reason_required' });
  }
  if (!statusTransitions[current.status].includes(status)) {
    throw new HttpError(409, 'api.validation_failed', { status: 'api.status_not_allowed' });
  }
  // A contact message has no status page: a reply there would reach no one.
  const citizenReply = kind === 'complaint' && reply ? reply : null;
  const now = new Date().toISOString();
  await api.db.transaction().execute(async (trx) => {
    await updateCase(trx, current, { status, closedAt: isClosed(status) ? now : null }, now);
    if (citizenReply) {
      await fileReply(trx, request, staff, current, citizenReply, now);
    }
    await addNote(
      trx,
      current,
      {
        kind: 'status',
        body: note || null,
        statusTo: status,
        authorId: staff.id,
        authorName: staff.name,
      },
      now,
    );
    await record(trx, request, {
      action: 'case.status',
      entity: kind,
      entityId: id,
      before: { status: current.status },
      after: { status, note: note || null, reply: citizenReply },
    });
  });
}

/** A reply in the timeline, the complaint's first reply time, and the audit entry; false: filed already. */
async function fileReply(
  trx: Transaction<Database>,
  request: FastifyRequest,
  staff: Staff,
  current: CaseRecord,
  body: string,
  now: string,
  submissionKey?: string,
): Promise<boolean> {
  const filed = await addNote(
    trx,
    current,
    { kind: 'reply', body, authorId: staff.id, authorName: staff.name, submissionKey },
    now,
  );
  if (!filed) return false;
  await markReplied(trx, current.id, now);
  await record(trx, request, {
    action: 'case.reply',
    entity: current.kind,
    entityId: current.id,
    after: { reply: body },
  });
  return true;
}

/** A reply to the citizen without a change of status (complaints only). */
export async function replyToCitizen(
  api: ApiInstance,
  request: FastifyRequest,
  staff: Staff,
  current: CaseRecord,
  { body, submissionKey }: z.output<typeof caseReplyBody>,
): Promise<void> {
  const now = new Date().toISOString();
  await api.db.transaction().execute(async (trx) => {
    if (await fileReply(trx, request, staff, current, body, now, submissionKey)) {
      await updateCase(trx, current, {}, now);
    }
  });
}

export async function addCaseNote(
  api: ApiInstance,
  request: FastifyRequest,
  staff: Staff,
  current: CaseRecord,
  { body, submissionKey }: z.output<typeof caseNoteBody>,
): Promise<void> {
  const { kind, id } = current;
  const now = new Date().toISOString();
  await api.db.transaction().execute(async (trx) => {
    const filed = await addNote(
      trx,
      current,
      { kind: 'note', body, authorId: staff.id, authorName: staff.name, submissionKey },
      now,
    );
    // The same form sent again: the note is there already; the answer is the same "saved".
    if (!filed) return;
    await updateCase(trx, current, {}, now);
    await record(trx, request, {
      action: 'case.note',
      entity: kind,
      entityId: id,
      after: { note: body },
    });
  });
}

export async function assignCase(
  api: ApiInstance,
  request: FastifyRequest,
  staff: Staff,
  current: CaseRecord,
  body: z.output<typeof caseAssignBody>,
): Promise<void> {
  const { kind, id } = current;
  const branchId = body.branchId === undefined ? current.branchId : body.branchId;
  const userId = body.userId === undefined ? current.assignedUserId : body.userId;
  const errors: Record<string, string> = {};
  if (branchId !== null && !(await branchExists(api.db, branchId))) {
    errors.branchId = 'validation.branch_unknown';
  }
  if (kind === 'complaint' && branchId === null) errors.branchId = 'validation.branch_required';
  const officers = await listOfficers(api.db);
  if (userId !== null && !officers.some((officer) => officer.id === userId))
    errors.userId = 'validation.invalid';
  if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
  const now = new Date().toISOString();
  const officerName = officers.find((officer) => officer.id === userId)?.name ?? null;
  await api.db.transaction().execute(async (trx) => {
    await updateCase(trx, current, { branchId, assignedUserId: userId }, now);
    await addNote(
      trx,
      current,
      { kind: 'assignment', body: officerName, authorId: staff.id, authorName: staff.name },
      now,
    );
    await record(trx, request, {
      action: 'case.assigned',
      entity: kind,
      entityId: id,
      before: { branchId: current.branchId, assignedUserId: current.assignedUserId },
      after: { branchId, assignedUserId: userId },
    });
  });
}

/**
 * Forwards a case to another branch with a reason: the case leaves this branch (and its officer), the
 * timeline shows the move and why, the audit log keeps it, and the new branch's officers are told by mail.
 */
export async function forwardCase(
  api: ApiInstance,
  request: FastifyRequest,
  staff: Staff,
  current: CaseRecord,
  { branchId, reason }: z.output<typeof caseForwardBody>,
): Promise<void> {
  const { kind, id } = current;
  if (!(await branchExists(api.db, branchId))) {
    throw new HttpError(400, 'api.validation_failed', { branchId: 'validation.branch_unknown' });
  }
  if (branchId === current.branchId) {
    throw new HttpError(400, 'api.validation_failed', { branchId: 'validation.same_branch' });
  }
  const now = new Date().toISOString();
  await api.db.transaction().execute(async (trx) => {
    await updateCase(trx, current, { branchId, assignedUserId: null }, now);
    await addNote(
      trx,
      current,
      {
        kind: 'forward',
        body: reason,
        authorId: staff.id,
        authorName: staff.name,
        branchFrom: current.branchId,
        branchTo: branchId,
      },
      now,
    );
    await record(trx, request, {
      action: 'case.forwarded',
      entity: kind,
      entityId: id,
      before: { branchId: current.branchId, assignedUserId: current.assignedUserId },
      after: { branchId, reason },
    });
    if (kind === 'complaint') await queueForwardedNotice(trx, id, api.config.PUBLIC_URL);
  });
}
