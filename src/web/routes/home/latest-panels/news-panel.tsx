import type { LatestUpdatesResponse } from '#shared/contract/site.ts';
import { CardGrid } from '#web/components/content-card/card-grid.tsx';
import { ContentCard } from '#web/components/content-card/content-card.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ViewAllLink } from '../view-all-link.tsx';
import { ReusedPanel } from './reused-panel.tsx';
import { pages } from '#web/lib/paths.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

export default function NewsPanel({ articles }: { articles: LatestUpdatesResponse['articles'] }) {
  const { lang, t } = useI18n();
  return (
    <ReusedPanel name="news" list={articles}>
      <CardGrid>
        {articles.map((article) => (
          <ContentCard
            key={article.id}
            headingLevel={3}
            title={localized(article, 'title', lang)}
            text={plainTextOf(localized(article, 'text', lang))}
            createdAt={article.created_at}
            image={article.image}
            file={article.file}
          />
        ))}
      </CardGrid>
      <ViewAllLink to={pages.articles()} label={t('home.view_all')} />
    </ReusedPanel>
  );
}
