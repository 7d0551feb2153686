// The signed-in staff area: who is signed in (GET /api/admin/me) for every screen under it; signed out,
// the sign-in page (then back here). An administrator without a second factor is kept on the account
// page until it is set up (the API refuses everything else too). A few minutes before the session ends,
// every screen says so (session-warning.tsx).
import type { Route } from './+types/route.ts';
import { isRouteErrorResponse, Link, Outlet, redirect, useLoaderData } from 'react-router';
import { adminPages } from '../lib/paths.ts';
import { AdminShell } from '../components/admin-shell.tsx';
import { AdminPage, linkClass } from '../components/admin-ui.tsx';
import { pageUrl, readAdmin } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { SessionWarning } from './session-warning.tsx';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ data: me }, { data: session }] = await Promise.all([
    readAdmin(context, request, adminEndpoints.me()),
    readAdmin(context, request, adminEndpoints.sessionTime()),
  ]);
  if (me.mustSetUpTwoFactor && pageUrl(request).pathname !== adminPages.account()) {
    throw redirect(adminPages.account());
  }
  // New and overdue complaints this person may see: the menu's badge (issue 26).
  const counts =
    me.permissions.includes('cases.handle') && !me.mustSetUpTwoFactor
      ? (await readAdmin(context, request, adminEndpoints.caseCounts())).data
      : null;
  return { me, session, counts };
}

export default function StaffLayout() {
  const { me, session, counts } = useLoaderData<typeof loader>();
  return (
    <AdminShell me={me} caseCounts={counts}>
      <SessionWarning secondsLeft={session.seconds_left} expiresAt={session.expires_at} />
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const { t } = useAdminText();
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === 'string'
      ? (error.data as { message: string }).message
      : '';
  return (
    <AdminShell me={null}>
      <AdminPage title={t('admin.error.title')}>
        {message ? <p className="mb-4">{message}</p> : null}
        <Link to={adminPages.home()} className={linkClass}>
          {t('admin.error.back')}
        </Link>
      </AdminPage>
    </AdminShell>
  );
}
