// Staff sign-in (session-routes.ts) and one's own account (account-routes.ts), under /api/admin.
import type { ApiInstance } from '#server/plugins/zod.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';

export default async function adminSessionRoutes(api: ApiInstance) {
  // Sign-in and password changes share a limit of their own: a few typing mistakes never lock anyone out.
  const signInLimit = { ...api.writeRateLimit, max: Math.max(api.writeRateLimit.max, 30) };
  registerSessionRoutes(api, signInLimit);
  registerAccountRoutes(api, signInLimit);
}
