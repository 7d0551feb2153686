// GET /api/admin/dashboard (issue 29): what waits for the signed-in staff member, limited to what their role
// may see. Content of every kind they may edit (scheduled, soon expiring, drafts), the cases assigned to them
// and the overdue ones (case handlers), changes others made recently, and for administrators what a new site
// still lacks. A part the role may not see is null, not empty, so the screen leaves its heading out.
import { z } from 'zod';
import { contentKind } from './content-kinds.ts';
import { caseKinds } from './cases.ts';

/** How far ahead an item about to be taken down counts as "soon expiring". */
export const EXPIRING_WITHIN_DAYS = 14;
/** How far back "recent changes" reach. */
export const RECENT_WITHIN_DAYS = 7;
/** At most this many entries in each list (a count says how many there are in all). */
export const DASHBOARD_LIST_LIMIT = 10;

const contentEntry = z.object({
  kind: contentKind,
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string(),
  /** When it appears (scheduled), when it is taken down (expiring), when it was last saved (drafts). */
  at: z.string().nullable(),
});
export type DashboardContentEntry = z.infer<typeof contentEntry>;

const contentList = z.object({ total: z.number().int(), items: z.array(contentEntry) });

const caseEntry = z.object({
  kind: z.enum(caseKinds),
  id: z.number().int(),
  reference: z.string().nullable(),
  title: z.string(),
  status: z.string(),
  /** The next deadline of an open complaint; null for messages. */
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type DashboardCaseEntry = z.infer<typeof caseEntry>;

const caseList = z.object({ total: z.number().int(), items: z.array(caseEntry) });

/** What an audit entry changed, as the staff area links to it. */
const changeTargetTypes = ['content', 'case', 'settings', 'media', 'account'] as const;
const changeEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The staff member's name (their email when the account is gone). */
  actor: z.string(),
  action: z.string(),
  target: z.object({
    type: z.enum(changeTargetTypes),
    /** The content kind or case kind; null for the others. */
    kind: z.string().nullable(),
    /** The item's id (a setting group's name, an account's id). */
    id: z.string().nullable(),
    title_en: z.string(),
    title_ne: z.string(),
  }),
});
export type DashboardChange = z.infer<typeof changeEntry>;

/** What a new site needs before it looks like the trust's own (issue 29 item 7), in the order to do it. */
export const setupSteps = [
  'name',
  'logo',
  'contacts',
  'office_hours',
  'slides',
  'first_notice',
  'second_account',
  'two_step',
] as const;
export type SetupStep = (typeof setupSteps)[number];

export const dashboardResponse = z.object({
  data: z.object({
    content: z.object({ scheduled: contentList, expiring: contentList, drafts: contentList }).nullable(),
    cases: z.object({ assigned: caseList, overdue: caseList }).nullable(),
    recent: z.array(changeEntry),
    /** Administrators only: each step of a new site's setting up, done or not. */
    setup: z.array(z.object({ step: z.enum(setupSteps), done: z.boolean() })).nullable(),
  }),
});
export type Dashboard = z.infer<typeof dashboardResponse>['data'];
