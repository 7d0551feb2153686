// The activity log's filters as the URL carries them and as the API reads them. On Nepali screens the
// dates are typed in Bikram Sambat (the BS date field, issue 25) and turned into AD days here, on the
// server, so the filter works without JavaScript; English screens send AD days from a date input.
import { auditActions, type AuditAction } from '#shared/contract/admin/audit.ts';
import { adDay } from '#shared/contract/admin/field-types.ts';
import type { Lang } from '#shared/i18n/index.ts';
import type { AdminKey } from '../lib/messages.ts';

const AD_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATES = ['from', 'to'] as const;

interface AuditFilters {
  /** What the API is asked for. */
  query: URLSearchParams;
  /** Dates that name no day, by filter: left out of the query and said beside the field. */
  badDates: Partial<Record<(typeof DATES)[number], true>>;
}

export function auditFilters(url: URL, lang: Lang): AuditFilters {
  const query = new URLSearchParams();
  const badDates: AuditFilters['badDates'] = {};
  const actor = url.searchParams.get('actor')?.trim();
  if (actor) query.set('actor', actor);
  const action = url.searchParams.get('action');
  if (action && auditActions.includes(action as AuditAction)) query.set('action', action);
  for (const name of DATES) {
    const typed = url.searchParams.get(name)?.trim();
    if (!typed) continue;
    const day = lang === 'ne' ? adDay(typed) : AD_DAY.test(typed) ? typed : null;
    if (day) query.set(name, day);
    else badDates[name] = true;
  }
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
