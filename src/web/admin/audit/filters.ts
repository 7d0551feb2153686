// The activity log's filters as the URL carries them and as the API reads them; the days as every staff
// list reads them (lib/day-filters.ts: BS on Nepali screens).
import { auditActions, type AuditAction } from '#shared/contract/admin/audit.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { dayFilters, type DayFilters } from '../lib/day-filters.ts';
import type { AdminKey } from '../lib/messages.ts';

interface AuditFilters {
  /** What the API is asked for. */
  query: URLSearchParams;
  badDates: DayFilters['badDates'];
}

export function auditFilters(url: URL, lang: Lang): AuditFilters {
  const query = new URLSearchParams();
  const actor = url.searchParams.get('actor')?.trim();
  if (actor) query.set('actor', actor);
  const action = url.searchParams.get('action');
  if (action && auditActions.includes(action as AuditAction)) query.set('action', action);
  const { days, badDates } = dayFilters(url, lang);
  for (const [name, day] of Object.entries(days)) query.set(name, day);
  return { query, badDates };
}

/** An action's first word: every one needs its group below (a new one fails the typecheck, not the page). */
type ActionArea = AuditAction extends `${infer Area}.${string}` ? Area : never;

/** The action select's groups, in the list's order, each labelled by the staff area it belongs to. */
const GROUP_OF: Record<ActionArea, AdminKey> = {
  content: 'admin.content',
  media: 'admin.media',
  settings: 'admin.settings',
  account: 'admin.users',
  password: 'admin.users',
  two_factor: 'admin.users',
  sign_in: 'admin.audit.group.sign_in',
  sign_out: 'admin.audit.group.sign_in',
  case: 'admin.cases',
  mail: 'admin.mail',
  audit: 'admin.audit',
};

export function actionGroups(): { label: AdminKey; actions: AuditAction[] }[] {
  const groups = new Map<AdminKey, AuditAction[]>();
  for (const action of auditActions) {
    const label = GROUP_OF[action.split('.')[0] as ActionArea];
    groups.set(label, [...(groups.get(label) ?? []), action]);
  }
  return [...groups].map(([label, actions]) => ({ label, actions }));
}
