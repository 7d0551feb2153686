// Vary: what besides the URL an answer depends on, so a shared cache (a proxy, a CDN) never serves
// one visitor's language or theme to another.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseLanguage } from '#shared/i18n/index.ts';
import { isApiPath } from './api-path.ts';

/** Adds header names to Vary, keeping those already there (e.g. Accept-Encoding from compression). */
export function appendVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (list.includes('*')) return;
  for (const name of names) {
    if (!list.some((item) => item.toLowerCase() === name.toLowerCase())) list.push(name);
  }
  reply.header('vary', list.join(', '));
}

/**
 * API reads answer in the visitor's language: from `?lng=` when given (the URL says it all),
 * else from the `lng` cookie or Accept-Language. Registered on the root, before the response cache,
 * which stores the headers as they are when it sees them.
 */
export function registerApiVary(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isApiPath(request.url)) return;
    // The raw query: a route's schema may have dropped `lng` from request.query.
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (parseLanguage(new URLSearchParams(search).get('lng'))) return;
    appendVary(reply, 'Accept-Language', 'Cookie');
  });
}
