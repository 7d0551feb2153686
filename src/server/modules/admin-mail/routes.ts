// The mail outbox (ADR 035) for administrators (`mail.manage`), docs/staff-area.md "The mail outbox":
//   GET  /admin/mail               what was sent, what waits and why (the last error), newest first
//   POST /admin/mail/:id/resend    send a failed message again now (logged)
// Neither answers a message's text: a notice names a case, and who may run the outbox is not thereby
// someone who may read every case (today's notices carry no personal data; the rule holds if that changes).
import { record } from '#server/audit/record.ts';
import { requirePermission } from '#server/auth/staff.ts';
import { HttpError } from '#server/http/http-error.ts';
import { listOutbox, sendAgain } from '#server/mail/outbox.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { mailListResponse, mailParams, mailQuery } from '#shared/contract/admin/mail.ts';
import { okResponse } from '#shared/contract/admin/staff.ts';
import { translate } from '#shared/i18n/index.ts';

const tags = ['staff: mail'];
const guard = requirePermission('mail.manage');

export default async function adminMailRoutes(api: ApiInstance) {
  api.get(
    '/admin/mail',
    {
      preValidation: guard,
      schema: {
        summary: 'The mail outbox: queued, not sent and sent messages, newest first',
        tags,
        querystring: mailQuery,
        response: { 200: mailListResponse },
      },
    },
    // No cache header here: auth/no-store.ts marks every staff answer no-store.
    async (request) => listOutbox(api.db, request.query),
  );

  api.post(
    '/admin/mail/:id/resend',
    {
      preValidation: guard,
      schema: {
        summary: 'Send a message that could not be sent again, now',
        tags,
        params: mailParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await sendAgain(api.db, id);
      // Sent, not yet tried, or no such message: nothing to send again.
      if (!before) throw new HttpError(404, 'api.not_found');
      await record(api.db, request, {
        action: 'mail.resend',
        entity: 'mail',
        entityId: id,
        before: { attempts: before.attempts, lastError: before.lastError, to: before.to },
      });
      return { status: 200, message: translate(request.lang, 'api.mail_resend_queued') };
    },
  );
}
