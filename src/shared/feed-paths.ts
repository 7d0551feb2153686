// The feeds' addresses, for the server that writes them (server/discovery/) and the list pages that
// announce them (web/components/seo/feed-links.tsx).
import type { Lang } from './i18n/languages.ts';

// The kinds with feeds say so in their description (kinds/descriptions.ts).
import { FEED_KINDS, type FeedKind } from './kinds/derived.ts';

export { FEED_KINDS, type FeedKind };
export const FEED_FORMATS = ['rss', 'atom'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** `/feeds/ne/notices.rss` */
export const feedPath = (lang: Lang, kind: FeedKind, format: FeedFormat) =>
  `/feeds/${lang}/${kind}.${format}`;
