// RSS 2.0 and Atom 1.0 feeds of notices, vacancies, results and articles, one per language, written by
// a maintained library (feed). Absolute addresses from PUBLIC_URL. Linked from the list pages
// (<link rel="alternate">), stored by the response cache like any public answer.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import type { MessageKey } from '#shared/i18n/index.ts';
import { feedPath, type FeedFormat, type FeedKind } from '#shared/feed-paths.ts';
import { newestItems } from './site-items.ts';
import { pageAddress } from '#shared/page-address.ts';
import { snippetOf } from '#shared/search.ts';
import { kindSpecs, type KindSpec } from '#shared/kinds/descriptions.ts';

export const FEED_ITEMS = 30;

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** A feed is titled and linked as its kind's list (shared/kinds/descriptions.ts). */
function listOf(kind: FeedKind): { title: MessageKey; path: string } {
  const face = (kindSpecs[kind] as KindSpec).public!;
  return { title: face.feed!.title, path: face.list!() };
}

export async function renderFeed(
  db: Kysely<Database>,
  publicUrl: string,
  lang: Lang,
  kind: FeedKind,
  format: FeedFormat,
): Promise<string> {
  // Loaded with the first feed asked for, not with every server.
  const { Feed } = await import('feed');
  const items = await newestItems(db, kind, FEED_ITEMS);
  const list = listOf(kind);
  const site = translate(lang, 'site.name');
  const withLang = (path: string) => pageAddress(publicUrl, path, '', lang);
  const feed = new Feed({
    title: `${translate(lang, list.title)} | ${site}`,
    description: translate(lang, 'site.description'),
    id: withLang(list.path),
    link: withLang(list.path),
    language: lang,
    image: `${publicUrl}/icons/icon-512.png`,
    favicon: `${publicUrl}/favicon.ico`,
    copyright: site,
    updated: items[0] ? new Date(items[0].created_at) : new Date(0),
    generator: 'Sampada',
    feedLinks: {
      rss: `${publicUrl}${feedPath(lang, kind, 'rss')}`,
      atom: `${publicUrl}${feedPath(lang, kind, 'atom')}`,
    },
  });
  for (const item of items) {
    const link = withLang(item.path);
    feed.addItem({
      title: lang === 'ne' ? item.title_ne : item.title_en,
      id: link,
      link,
      description: snippetOf(lang === 'ne' ? item.text_ne : item.text_en, [], 400),
      date: new Date(item.created_at),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
