// The feeds of a list page, announced to feed readers and browsers (<link rel="alternate">): RSS and
// Atom in the language shown (server/discovery/feeds.ts).
import { feedPath, type FeedKind } from '#shared/feed-paths.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export function FeedLinks({ kind, title }: { kind: FeedKind; title: string }) {
  const { lang } = useI18n();
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${title} (RSS)`}
        href={feedPath(lang, kind, 'rss')}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`${title} (Atom)`}
        href={feedPath(lang, kind, 'atom')}
      />
    </>
  );
}
