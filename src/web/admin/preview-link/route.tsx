// /admin/preview/:token (issue 25 item 2, ADR 032): what a preview link shows, to whoever has it, until it
// expires: the item as saved now, as its public page shows it. No sign-in (the link is the key); under
// /admin, so the response cache never keeps it and search engines are told not to index it.
import type { Route } from './+types/route.ts';
import { data, useLoaderData } from 'react-router';
import type { ContentKind } from '#shared/contract/admin/content-kinds.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { AdminPage } from '../components/admin-ui.tsx';
import { callAdminApi } from '../lib/admin-api.ts';
import { formatWhen } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { PreviewBody } from '../components/preview-body.tsx';

export async function loader({ context, params }: Route.LoaderArgs) {
  const answer = await callAdminApi(context, adminEndpoints.previewItem(params.token));
  if (!answer.ok) return data({ state: 'expired' as const }, { status: 404 });
  const shown = answer.body as {
    data: { kind: ContentKind; item: Record<string, unknown>; expires_at: string };
  };
  return { state: 'ok' as const, ...shown.data };
}

export default function PreviewLinkPage() {
  const answer = useLoaderData<typeof loader>();
  const { t, lang } = useAdminText();
  if (answer.state !== 'ok')
    return (
      <AdminPage title={t('admin.preview.title')}>
        <p role="alert">{t('admin.preview.expired')}</p>
      </AdminPage>
    );
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <p
        role="note"
        className="border-b-4 border-amber-500 bg-amber-50 px-4 py-4 font-semibold text-slate-900 sm:px-6 lg:px-8 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100"
      >
        {t('admin.preview.shared', { when: formatWhen(answer.expires_at, lang) })}{' '}
        <a href="?lng=ne" lang="ne" className="underline">
          नेपाली
        </a>{' '}
        ·{' '}
        <a href="?lng=en" lang="en" className="underline">
          English
        </a>
      </p>
      <PreviewBody kind={answer.kind} item={answer.item} />
    </>
  );
}
