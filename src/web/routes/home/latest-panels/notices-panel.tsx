import type { LatestUpdatesResponse } from '#shared/contract/site.ts';
import { CardGrid } from '#web/components/content-card/card-grid.tsx';
import { ContentCard } from '#web/components/content-card/content-card.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ViewAllLink } from '../view-all-link.tsx';
import { ReusedPanel } from './reused-panel.tsx';
import { pages } from '#web/lib/paths.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

export default function NoticesPanel({ notices }: { notices: LatestUpdatesResponse['notices'] }) {
  const { lang, t } = useI18n();
  return (
    <ReusedPanel name="notices" list={notices}>
      <CardGrid>
        {notices.map((notice) => (
          <ContentCard
            key={notice.id}
            headingLevel={3}
            title={localized(notice, 'title', lang)}
            text={plainTextOf(localized(notice, 'text', lang))}
            createdAt={notice.created_at}
            file={notice.file}
          />
        ))}
      </CardGrid>
      <ViewAllLink to={pages.notices()} label={t('home.view_all')} />
    </ReusedPanel>
  );
}
