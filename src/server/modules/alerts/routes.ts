// E-mail alerts (ADR 046): POST /api/base/alerts subscribes (rate-limited as the other public writes; a
// confirmation mail is queued), POST /api/base/alerts/confirm and /api/base/alerts/unsubscribe act on the
// tokens of the mails' links. The website's pages show those links' GET as a page with a button (mail
// scanners fetch links: a GET changes nothing). POST /api/base/alerts/unsubscribe/:token is the one-click
// unsubscribe of the alert mails' `List-Unsubscribe` header (RFC 8058): a mail program posts
// `List-Unsubscribe=One-Click` as a form, with the token in the address.
import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { publishedRowExists } from '#server/db/published.ts';
import { confirm, subscribe, unsubscribe } from '#server/alerts/subscriptions.ts';
import formbody from '@fastify/formbody';
import { alertAnswer, alertSubscribeBody, alertTokenBody } from '#shared/contract/alerts.ts';
import { translate } from '#shared/i18n/index.ts';

export default async function alertsRoutes(api: ApiInstance) {
  // The one-click body is a form; this module's scope only.
  await api.register(formbody, { bodyLimit: 1024 });
  api.post(
    '/base/alerts',
    {
      config: { rateLimit: api.writeRateLimit },
      schema: {
        summary:
          'Subscribe an e-mail address to alerts of new notices, vacancies or results (a confirmation mail is sent)',
        tags: ['alerts'],
        body: alertSubscribeBody,
        response: { 201: alertAnswer },
      },
    },
    async (request, reply) => {
      const form = request.body;
      if (form.branch !== null && !(await publishedRowExists(api.db, 'branch', form.branch))) {
        throw new HttpError(400, 'api.validation_failed', { branch: 'validation.branch_unknown' });
      }
      // The same answer whether or not a mail was queued (too many unconfirmed): it tells nothing of others.
      await subscribe(api.db, form, api.config.PUBLIC_URL);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ status: 201, message: translate(request.lang, 'alerts.check_mail') });
    },
  );

  api.post(
    '/base/alerts/confirm',
    {
      // Tokens are unguessable; RATE_LIMIT_ALERT_TOKEN_MAX only keeps a script from hammering the endpoints.
      config: { rateLimit: api.alertTokenRateLimit },
      schema: {
        summary: 'Confirm a subscription with the one-time token of its confirmation mail',
        tags: ['alerts'],
        body: alertTokenBody,
        response: { 200: alertAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await confirm(api.db, request.body.token))) throw new HttpError(404, 'alerts.link_invalid');
      return { status: 200, message: translate(request.lang, 'alerts.confirmed') };
    },
  );

  api.post(
    '/base/alerts/unsubscribe',
    {
      config: { rateLimit: api.alertTokenRateLimit },
      schema: {
        summary: 'Unsubscribe with the token of an alert mail: every subscription of the address is deleted',
        tags: ['alerts'],
        body: alertTokenBody,
        response: { 200: alertAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await unsubscribe(api.db, request.body.token))) throw new HttpError(404, 'alerts.link_invalid');
      return { status: 200, message: translate(request.lang, 'alerts.unsubscribed') };
    },
  );

  api.post(
    '/base/alerts/unsubscribe/:token',
    {
      config: { rateLimit: api.alertTokenRateLimit },
      schema: {
        summary:
          'One-click unsubscribe (RFC 8058) from an alert mail’s List-Unsubscribe header: the body is ignored',
        tags: ['alerts'],
        params: alertTokenBody,
        response: { 200: alertAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await unsubscribe(api.db, request.params.token))) throw new HttpError(404, 'alerts.link_invalid');
      return { status: 200, message: translate(request.lang, 'alerts.unsubscribed') };
    },
  );
}
