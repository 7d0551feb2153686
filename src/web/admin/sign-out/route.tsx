// /admin/sign-out: a POST only (a link could be triggered by another site); ends this browser's session.
import type { Route } from './+types/route.ts';
import { redirect } from 'react-router';
import { adminPages } from '../lib/paths.ts';
import { adminFormHandle, callAdminApi, cookieHeaders } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';

export const handle = adminFormHandle;

export async function action({ context }: Route.ActionArgs) {
  const answer = await callAdminApi(context, adminEndpoints.signOut());
  throw redirect(adminPages.signIn(), { headers: cookieHeaders(answer.setCookies) });
}

export async function loader() {
  throw redirect(adminPages.home());
}
