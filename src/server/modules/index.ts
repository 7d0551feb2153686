// Every API module, registered under /api by app.ts. Modules never import each other.
import type { ApiModule } from '../plugins/zod.ts';
import adminAudit from './admin-audit/routes.ts';
import adminCases from './admin-cases/routes.ts';
import adminContent from './admin-content/routes.ts';
import adminDashboard from './admin-dashboard/routes.ts';
import adminMedia from './admin-media/routes.ts';
import adminMail from './admin-mail/routes.ts';
import adminSession from './admin-session/routes.ts';
import adminUsers from './admin-users/routes.ts';
import alerts from './alerts/routes.ts';
import pushAlerts from './alerts/push-routes.ts';
import articles from './articles/routes.ts';
import branches from './branches/routes.ts';
import calendar from './calendar/routes.ts';
import complaints from './complaints/routes.ts';
import contact from './contact/routes.ts';
import festivals from './festivals/routes.ts';
import gallery from './gallery/routes.ts';
import health from './health/routes.ts';
import heritage from './heritage/routes.ts';
import kindApi from './kind-api/routes.ts';
import laws from './laws/routes.ts';
import notices from './notices/routes.ts';
import people from './people/routes.ts';
import search from './search/routes.ts';
import site from './site/routes.ts';
import vacancy from './vacancy/routes.ts';

export const apiModules: ApiModule[] = [
  health,
  site,
  people,
  gallery,
  branches,
  notices,
  articles,
  festivals,
  calendar,
  heritage,
  vacancy,
  laws,
  kindApi,
  search,
  contact,
  complaints,
  alerts,
  pushAlerts,
  adminSession,
  adminUsers,
  adminCases,
  adminAudit,
  adminContent,
  adminMedia,
  adminMail,
  adminDashboard,
];
