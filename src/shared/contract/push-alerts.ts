// Web Push alerts (issue 27 item 5, ADR 048): one schema for the browser's check of a subscription and the
// server's. The subscription's own part is what PushSubscription.toJSON() gives (endpoint, keys); the rest
// is the alert form's choices. Which push services the server will send to is the server's check (its
// configured list, push/endpoint-policy.ts), as is the branch's existence. Messages are i18n keys.
import { z } from 'zod';
import { alertChoices } from './alerts.ts';

/** Length cap of an endpoint: the push services' are under 500 characters. */
const ENDPOINT_MAX = 1000;

/** base64url (padding allowed, as some browsers send it) of exactly `bytes` bytes. */
const base64urlOf = (bytes: number, error: string) =>
  z
    .string({ error })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, { error });

const endpoint = z
  .string({ error: 'validation.push_endpoint' })
  .max(ENDPOINT_MAX, { error: 'validation.push_endpoint' })
  .regex(/^https?:\/\/\S+$/, { error: 'validation.push_endpoint' });

export const pushSubscribeBody = z.object({
  endpoint,
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64urlOf(65, 'validation.push_keys'),
      /** The browser's 16-byte authentication secret. */
      auth: base64urlOf(16, 'validation.push_keys'),
    },
    { error: 'validation.push_keys' },
  ),
  ...alertChoices,
});
export type PushSubscribeBody = z.output<typeof pushSubscribeBody>;

export const pushUnsubscribeBody = z.object({ endpoint });

/** GET /api/base/alerts/push-key: the server's VAPID public key, the browser's applicationServerKey. */
export const pushKeyAnswer = z.object({ publicKey: z.string() });

/** What a push carries to the service worker (src/web/sw/push.ts shows it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The item's page, absolute. */
  url: string;
  lang: string;
  /** One notification per item: a second push of the same tag replaces the first. */
  tag: string;
}
