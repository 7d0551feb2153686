// The small HTML page the website answers when it refuses a request before rendering (busy, rate
// limited, body too large, wrong method): no React render, no API call, so refusing stays cheap.
// In the visitor's language (Nepali by default), like every other page.
import type { FastifyReply } from 'fastify';
import { translate, type Lang } from '#shared/i18n/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function errorPageHtml(lang: Lang, messageKey: string): string {
  const title = escapeHtml(translate(lang, 'site.name'));
  const message = escapeHtml(translate(lang, messageKey));
  const home = escapeHtml(translate(lang, 'http.home_link'));
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${message} | ${title}</title></head>` +
    `<body><main><h1>${title}</h1><p>${message}</p><p><a href="/">${home}</a></p></main></body></html>`
  );
}

export function sendErrorPage(
  reply: FastifyReply,
  lang: Lang,
  status: number,
  messageKey: string,
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(errorPageHtml(lang, messageKey));
}
