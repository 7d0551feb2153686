// GET /api/admin/mail: the mail outbox (ADR 035) for administrators: what was sent, what is waiting and
// why (the last error), newest first.
import { requirePermission } from '#server/auth/staff.ts';
import { listOutbox } from '#server/mail/outbox.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { mailListResponse, mailQuery } from '#shared/contract/admin/mail.ts';

export default async function adminMailRoutes(api: ApiInstance) {
  api.get(
    '/admin/mail',
    {
      preValidation: requirePermission('audit.read'),
      schema: {
        summary: 'The mail outbox: sent and not sent messages, newest first',
        tags: ['staff: mail'],
        querystring: mailQuery,
        response: { 200: mailListResponse },
      },
    },
    // No cache header here: auth/no-store.ts marks every staff answer no-store.
    async (request) => listOutbox(api.db, request.query),
  );
}
