// Security headers on every response. The CSP allows only our own scripts, styles, fonts and images;
// inline scripts need the per-response nonce (request.cspNonce) that the website plugin puts on them.
// Map embeds are the only third-party frames.
import helmet from '@fastify/helmet';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

type RawWithNonce = { cspNonce?: string };

/** Browser features the site never uses, denied to it and to the map frames it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

export const MAP_FRAME_SOURCES = ['https://www.openstreetmap.org', 'https://www.google.com'];

export async function registerSecurity(
  app: FastifyInstance,
  options: { development: boolean },
): Promise<void> {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    // helmet builds the header from the raw request, so the nonce travels on it too.
    (request.raw as RawWithNonce).cspNonce = request.cspNonce;
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    // Vite's dev server injects inline scripts and opens a websocket; production stays strict.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          (req) => `'nonce-${(req as RawWithNonce).cspNonce ?? ''}'`,
          ...(options.development ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...(options.development ? ['ws:'] : [])],
        'frame-src': ["'self'", ...MAP_FRAME_SOURCES],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.development ? false : { maxAge: 31536000, includeSubDomains: true },
  });
}
