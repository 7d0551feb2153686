// /admin: what waits for this person: counts of open cases (in their branch), links to the rest.
import type { Route } from './+types/route.ts';
import { Link, useLoaderData } from 'react-router';
import type { Paged } from '#shared/contract/common.ts';
import { adminPages } from '../lib/paths.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { AdminPage, cardClass, linkClass } from '../components/admin-ui.tsx';
import { callAdminApi } from '../lib/admin-api.ts';
import { adminEndpoints, type AdminCall } from '#shared/contract/admin/endpoints.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import type { AdminKey } from '../lib/messages.ts';

/** A count's list: the page to open, and the API list whose total is the count (one item read). */
const countOf: Record<'cases' | 'notices', (query: string) => AdminCall<Paged<unknown>>> = {
  cases: (query: string) => adminEndpoints.cases(`${query}&pageSize=1`),
  notices: (query: string) => adminEndpoints.contentList('notices', `${query}&pageSize=1`),
};

const COUNTS = [
  { key: 'admin.dashboard.open_complaints', page: 'cases', query: 'kind=complaint&status=received' },
  { key: 'admin.dashboard.in_review', page: 'cases', query: 'kind=complaint&status=in_review' },
  { key: 'admin.dashboard.open_messages', page: 'cases', query: 'kind=message&status=received' },
  { key: 'admin.dashboard.draft_notices', page: 'notices', query: 'visibility=draft' },
  { key: 'admin.dashboard.scheduled_notices', page: 'notices', query: 'visibility=scheduled' },
] as const satisfies readonly { key: AdminKey; page: keyof typeof countOf; query: string }[];

export async function loader({ context }: Route.LoaderArgs) {
  const counts = await Promise.all(
    COUNTS.map(async ({ key, page, query }) => {
      const answer = await callAdminApi(context, countOf[page](query));
      // A role without that permission gets 403: no count, not an error.
      return answer.ok ? { key, page, query, count: (answer.body as Paged<unknown>).total_items } : null;
    }),
  );
  return { counts: counts.filter((count) => count !== null) };
}

export default function DashboardPage() {
  const { counts } = useLoaderData<typeof loader>();
  const { t } = useAdminText();
  const { n } = useI18n();
  return (
    <AdminPage title={t('admin.dashboard.title')} wide>
      {counts.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {counts.map(({ key, page, query, count }) => (
            <li key={key} className={cardClass}>
              <Link
                to={page === 'cases' ? adminPages.cases(query) : adminPages.content('notices', query)}
                className={`${linkClass} block`}
              >
                <span className="block text-4xl font-semibold">{n(count)}</span>
                <span className="mt-1 block">{t(key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('admin.dashboard.nothing')}</p>
      )}
    </AdminPage>
  );
}
