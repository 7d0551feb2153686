// /about (product.md section 2 "About page"): hero banner, introduction, our story, the chairperson's
// message, the head-office organisation structure and 'Our team' (department dropdown and a paged
// grid, state in ?department=ID&page=N).
import type { Route } from './+types/route.ts';
import { useLoaderData } from 'react-router';
import { browserApiReader, serverApiReader } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { AboutHero, AboutTexts } from './about-sections.tsx';
import { loadAboutPage } from './load-about.ts';
import { OrgStructure } from './org-structure.tsx';
import { TeamSection } from './team-section.tsx';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAboutPage(serverApiReader(context), request.url);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAboutPage(browserApiReader(), request.url);
}

export default function AboutPage() {
  const { about, orgChart, departments, team } = useLoaderData<typeof clientLoader>();
  const { t } = useI18n();
  return (
    <main id="main">
      <title>{`${t('pages.about.title')} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${t('pages.about.title')} | ${t('site.name')}`}
        description={t('pages.about.description')}
      />
      <AboutHero about={about} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <AboutTexts about={about} />
        <OrgStructure people={orgChart} />
        <TeamSection departments={departments} team={team} />
      </div>
    </main>
  );
}
