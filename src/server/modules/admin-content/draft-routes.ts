// Keeping work across a session's end (drafts.ts), and when the session ends (the staff area warns a few
// minutes before):
//   GET    /admin/drafts?kind=&item=    a ticket for the form, and the account's kept draft of it, if any
//   POST   /admin/drafts                keep a form posted after the session ended (the ticket, no session)
//   DELETE /admin/drafts?kind=&item=    throw the kept draft away
//   GET    /admin/session-time          when the signed-in session ends
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { SESSION_SECONDS } from '#server/auth/auth.ts';
import { requirePermission, staffOf } from '#server/auth/staff.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import {
  DRAFT_TICKET_HEADER,
  draftBody,
  draftQuery,
  draftResponse,
  sessionTimeResponse,
} from '#shared/contract/admin/drafts.ts';
import { okResponse } from '#shared/contract/admin/staff.ts';
import { translate } from '#shared/i18n/index.ts';
import { discardDraft, findDraft, issueTicket, keepDraft, readTicket, type DraftTicket } from './drafts.ts';

const tags = ['staff: content'];

export function registerDraftRoutes(api: ApiInstance) {
  const secret = api.auth.options.secret;
  const tickets = new WeakMap<FastifyRequest, DraftTicket>();

  /** The ticket stands in for the session: checked before the body is, like a session. */
  const requireTicket: preValidationAsyncHookHandler = async (request) => {
    const header = request.headers[DRAFT_TICKET_HEADER];
    const ticket = typeof header === 'string' ? readTicket(secret, header) : null;
    if (!ticket) throw new HttpError(401, 'api.unauthorized');
    tickets.set(request, ticket);
  };

  api.get(
    '/admin/drafts',
    {
      preValidation: requirePermission('content.edit'),
      schema: {
        summary: 'A ticket to keep a form if the session ends, and the kept draft of it',
        tags,
        querystring: draftQuery,
        response: { 200: draftResponse },
      },
    },
    async (request) => {
      const owner = staffOf(request).id;
      const { kind, item = 0 } = request.query;
      return {
        data: {
          ticket: issueTicket(secret, { owner, kind, item }),
          draft: await findDraft(api.db, owner, kind, item),
        },
      };
    },
  );

  api.post(
    '/admin/drafts',
    {
      preValidation: requireTicket,
      // A form with two rich text bodies of 60,000 characters (ADR 031), Devanagari at 3 bytes each.
      bodyLimit: 512 * 1024,
      schema: {
        summary: 'Keep a form posted after its session ended (the ticket in the x-draft-ticket header)',
        tags,
        body: draftBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await keepDraft(api.db, tickets.get(request)!, request.body.fields);
      return { status: 200, message: translate(request.lang, 'api.saved') };
    },
  );

  api.delete(
    '/admin/drafts',
    {
      preValidation: requirePermission('content.edit'),
      schema: {
        summary: 'Throw away the kept draft of a form',
        tags,
        querystring: draftQuery,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await discardDraft(api.db, staffOf(request).id, request.query.kind, request.query.item ?? 0);
      return { status: 200, message: translate(request.lang, 'api.saved') };
    },
  );

  api.get(
    '/admin/session-time',
    {
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'When the session ends unless it is used',
        tags,
        response: { 200: sessionTimeResponse },
      },
    },
    async (request) => {
      const session = await api.db
        .selectFrom('auth_session')
        .select(['expiresAt', 'createdAt'])
        .where('id', '=', staffOf(request).sessionId)
        .executeTakeFirst();
      if (!session) throw new HttpError(401, 'api.unauthorized');
      // The database renews a used session, but the browser's cookie keeps the Max-Age it got at sign-in
      // (a renewal's cookie does not reach the browser): the session ends at whichever comes first.
      const cookieEnds = new Date(session.createdAt).getTime() + SESSION_SECONDS * 1000;
      const expires = new Date(Math.min(new Date(session.expiresAt).getTime(), cookieEnds));
      return {
        data: {
          expires_at: expires.toISOString(),
          seconds_left: Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000)),
        },
      };
    },
  );
}
