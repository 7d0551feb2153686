// Web Push alerts (ADR 048). GET /api/base/alerts/push-key gives the VAPID public key the browser subscribes
// with (404 when Web Push is off: no key pair). POST /api/base/alerts/push stores a browser's subscription
// with the topics, branch and language of the alert form; POST /api/base/alerts/push/unsubscribe deletes
// it by its endpoint. The server later POSTs to the endpoint a visitor sent: only https addresses of the
// configured push services are accepted (push/endpoint-policy.ts), else anyone could make the server send
// requests where they like.
import { createECDH } from 'node:crypto';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { publishedRowExists } from '#server/db/published.ts';
import { pushEndpointProblem, pushHostPolicy } from '#server/push/endpoint-policy.ts';
import { deletePushEndpoint, savePushSubscription } from '#server/push/subscriptions.ts';
import { alertAnswer } from '#shared/contract/alerts.ts';
import { pushKeyAnswer, pushSubscribeBody, pushUnsubscribeBody } from '#shared/contract/push-alerts.ts';
import { translate } from '#shared/i18n/index.ts';

/** A browser's key is a point on P-256 (else no push could be encrypted to it). */
function isP256Point(base64url: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export default async function pushAlertRoutes(api: ApiInstance) {
  const policy = pushHostPolicy(api.config);
  const publicKey = api.config.VAPID_PUBLIC_KEY;
  const requireKey = () => {
    if (!publicKey) throw new HttpError(404, 'api.not_found');
  };

  api.get(
    '/base/alerts/push-key',
    {
      schema: {
        summary: 'The VAPID public key to subscribe to Web Push alerts with (404: Web Push is off)',
        tags: ['alerts'],
        response: { 200: pushKeyAnswer },
      },
    },
    async () => {
      requireKey();
      return { publicKey: publicKey! };
    },
  );

  api.post(
    '/base/alerts/push',
    {
      config: { rateLimit: api.writeRateLimit },
      schema: {
        summary: 'Subscribe this browser’s push subscription to alerts of new notices, vacancies or results',
        tags: ['alerts'],
        body: pushSubscribeBody,
        response: { 201: alertAnswer },
      },
    },
    async (request, reply) => {
      requireKey();
      const form = request.body;
      const problem = pushEndpointProblem(form.endpoint, policy);
      if (problem) throw new HttpError(400, 'api.validation_failed', { endpoint: problem });
      if (!isP256Point(form.keys.p256dh)) {
        throw new HttpError(400, 'api.validation_failed', { 'keys.p256dh': 'validation.push_keys' });
      }
      if (form.branch !== null && !(await publishedRowExists(api.db, 'branch', form.branch))) {
        throw new HttpError(400, 'api.validation_failed', { branch: 'validation.branch_unknown' });
      }
      await savePushSubscription(api.db, form);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ status: 201, message: translate(request.lang, 'push.subscribed') });
    },
  );

  api.post(
    '/base/alerts/push/unsubscribe',
    {
      config: { rateLimit: api.writeRateLimit },
      schema: {
        summary:
          'Unsubscribe a browser’s push subscription (by its endpoint): it and its queued pushes are deleted',
        tags: ['alerts'],
        body: pushUnsubscribeBody,
        response: { 200: alertAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await deletePushEndpoint(api.db, request.body.endpoint))) {
        throw new HttpError(404, 'push.not_found');
      }
      return { status: 200, message: translate(request.lang, 'push.unsubscribed') };
    },
  );
}
