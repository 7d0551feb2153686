// Security headers on every response. The CSP allows only our own scripts, styles, fonts and images.
// Inline scripts are allowed one by one by their SHA-256 (ADR 024): a page is the same for every visitor
// of its language and theme, so it can be stored and served again, which a per-response nonce forbids.
// The website sets each page's policy with the hashes of the scripts the renderer marked as its own
// (cache/script-hashes.ts: an injected script is never listed); every other
// answer gets the policy without any. Map embeds are the only third-party frames.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser features the site never uses, denied to it and to the map frames it embeds. Only features
 * Chromium knows: an unknown one (e.g. `bluetooth`) logs an error in every visitor's console.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'browsing-topics=()',
].join(', ');

const MAP_FRAME_SOURCES = ['https://www.openstreetmap.org', 'https://www.google.com'];

export interface PolicyOptions {
  development: boolean;
  /** `sha256-...` sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ development, scriptHashes = [] }: PolicyOptions): string {
  // Vite's dev server injects inline scripts and opens a websocket; production stays strict. (With a
  // hash in the list, browsers ignore 'unsafe-inline': development lists none.)
  const scripts = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(development ? ['ws:'] : [])]],
    ['frame-src', ["'self'", ...MAP_FRAME_SOURCES]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { development: boolean },
): Promise<void> {
  const policy = contentSecurityPolicy({ development: options.development });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.development ? false : { maxAge: 31536000, includeSubDomains: true },
  });
}
