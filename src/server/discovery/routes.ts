// What tells the world what the site holds: feeds (/feeds/ne/notices.rss ...), the sitemap
// (/sitemap.xml and its parts), robots.txt and the web app manifest. Outside /api: these are documents, not API answers.
// Public GETs like any page: stored by the response cache and revalidated by ETag.
import type { FastifyInstance } from 'fastify';
import { parseLanguage } from '#shared/i18n/index.ts';
import { sendError } from '../http/api-errors.ts';
import { FEED_FORMATS, FEED_KINDS, type FeedFormat, type FeedKind } from '#shared/feed-paths.ts';
import { FEED_CONTENT_TYPES, renderFeed } from './feeds.ts';
import { renderSitemapIndex, renderSitemapPart } from './sitemap.ts';
import { webManifest } from './web-manifest.ts';

const XML = 'application/xml; charset=utf-8';

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    '# The staff area and its API: private, never indexed (they also answer X-Robots-Tag: noindex).',
    'Disallow: /admin',
    'Disallow: /api/admin',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function registerDiscovery(app: FastifyInstance): Promise<void> {
  const publicUrl = app.config.PUBLIC_URL.replace(/\/+$/, '');

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  app.get('/manifest.webmanifest', async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(await webManifest(app.db, request.lang))),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type(XML).send(await renderSitemapIndex(app.db, publicUrl)),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const name = request.params.file.endsWith('.xml') ? request.params.file.slice(0, -4) : '';
    const part = name ? await renderSitemapPart(app.db, publicUrl, name) : null;
    if (part === null) return sendError(reply, request.lang, 404, 'api.not_found');
    return reply.type(XML).send(part);
  });

  app.get<{ Params: { lang: string; file: string } }>('/feeds/:lang/:file', async (request, reply) => {
    const lang = parseLanguage(request.params.lang);
    const [kind, format] = request.params.file.split('.') as [string, string | undefined];
    if (
      lang === null ||
      lang !== request.params.lang ||
      !FEED_KINDS.includes(kind as FeedKind) ||
      !FEED_FORMATS.includes(format as FeedFormat)
    ) {
      return sendError(reply, request.lang, 404, 'api.not_found');
    }
    const xml = await renderFeed(app.db, publicUrl, lang, kind as FeedKind, format as FeedFormat);
    return reply.type(FEED_CONTENT_TYPES[format as FeedFormat]).send(xml);
  });
}
