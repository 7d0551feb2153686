// /branches/:id (product.md section 2 "Branch detail"): banner, contact rows, directions, sub-branches and
// four tabs (articles, notices, festivals, employees) whose choice and page live in the URL
// (?tab=notices&page=2), so they work without JavaScript and survive reload and back.
import type { Route } from './+types/route.ts';
import { data, useLoaderData } from 'react-router';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { Tabs } from '#web/components/tabs/tabs.tsx';
import { browserApiReader, serverApiReader } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { NotFoundScreen } from '#web/components/not-found/not-found-screen.tsx';
import { useListLoading } from '#web/lib/list/use-list-loading.ts';
import { BranchBanner, BranchInfo } from './branch-banner.tsx';
import { branchStatus, loadBranchPage, type BranchTab } from './load-branch.ts';
import { BranchTabPanel } from './tab-panels.tsx';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import type { HydrateHandle } from '#web/lib/hydration/route-hydrates.ts';

// Only the festivals tab needs script: its cards open a detail panel (festival-dialog.tsx); the other
// tabs are lists of links (ADR 030).
export const handle: HydrateHandle = {
  hydrate: (data) => (data as { active?: { tab?: string } } | undefined)?.active?.tab === 'festivals',
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const answer = await loadBranchPage(serverApiReader(context), params.id, request.url);
  return data(answer, { status: branchStatus(answer) });
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadBranchPage(browserApiReader(), params.id, request.url);
}

const TAB_LABELS = {
  articles: 'branch.tab_articles',
  notices: 'branch.tab_notices',
  festivals: 'branch.tab_festivals',
  employees: 'branch.tab_employees',
} as const satisfies Record<BranchTab, string>;

export default function BranchPage() {
  const answer = useLoaderData<typeof clientLoader>();
  const { t, n, lang } = useI18n();
  // Another tab or page of this branch is loading: the panel shows a skeleton meanwhile.
  const loading = useListLoading();
  if (answer.state === 'not-found') return <NotFoundScreen />;
  if (answer.state === 'error')
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12">
        <title>{`${t('error.title')} | ${t('site.name')}`}</title>
        <h1 className="mb-6 text-3xl font-semibold">{t('error.title')}</h1>
        <ErrorState message="controls.failed_to_fetch" />
      </main>
    );

  const { branch, active } = answer;
  const name = localized(branch, 'name', lang);
  const tabLabel = t(TAB_LABELS[active.tab]);
  const listName = t('branch.list_label', { list: tabLabel, name });
  const page = active.result.page;
  const documentTitle = [
    name,
    active.tab === 'articles' && page === 1 ? null : tabLabel,
    page > 1 ? t('controls.page_n', { page: n(page) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <main id="main">
      <title>{`${documentTitle} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${documentTitle} | ${t('site.name')}`}
        description={t('branch.description', { name })}
      />
      <BranchBanner branch={branch} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <BranchInfo branch={branch} />
        <Tabs
          mode="url"
          className="mt-10"
          label={t('branch.tabs_label', { name })}
          tabs={(Object.keys(TAB_LABELS) as BranchTab[]).map((id) => ({
            id,
            label: t(TAB_LABELS[id]),
            panel: () => <BranchTabPanel active={active} listName={listName} loading={loading} />,
          }))}
        />
      </div>
    </main>
  );
}
