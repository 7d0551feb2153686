// The migration list. Static imports (not a folder scan) so it works the same from source and in tests.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './001-initial.ts';
import * as listIndexes from './002-list-indexes.ts';
import * as derivedBsDates from './003-derived-bs-dates.ts';
import * as settingGroups from './004-setting-groups.ts';
import * as staffAndCases from './005-staff-and-cases.ts';
import * as publishing from './006-publishing.ts';
import * as publishingEverywhere from './007-publishing-everywhere.ts';
import * as media from './008-media.ts';
import * as contentVersions from './009-content-versions.ts';
import * as jobRuns from './010-job-runs.ts';
import * as search from './011-search.ts';
import * as caseNoteSubmissionKey from './012-case-note-submission-key.ts';
import * as onePhoneSetting from './013-one-phone-setting.ts';
import * as editDrafts from './014-edit-drafts.ts';
import * as contentVersionTriggers from './015-content-version-triggers.ts';
import * as richTextBodies from './016-rich-text-bodies.ts';
import * as mediaFocalPoint from './017-media-focal-point.ts';
import * as mailOutbox from './018-mail-outbox.ts';
import * as oneBranchPhone from './019-one-branch-phone.ts';
import * as festivalOnCalendar from './020-festival-on-calendar.ts';
import * as complaintRepliesAndDeadlines from './021-complaint-replies-and-deadlines.ts';
import * as caseSeen from './022-case-seen.ts';
import * as complaintRecord from './024-complaint-record.ts';
import * as accountSignInAndGrants from './026-account-sign-in-and-grants.ts';
import * as forgivingSearch from './029-forgiving-search.ts';
import * as alertSubscriptions from './031-alert-subscriptions.ts';
import * as mailUnsubscribeLink from './032-mail-unsubscribe-link.ts';
import * as caseForwardBranches from './033-case-forward-branches.ts';
import * as pushSubscriptions from './035-push-subscriptions.ts';

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-list-indexes': listIndexes,
  '003-derived-bs-dates': derivedBsDates,
  '004-setting-groups': settingGroups,
  '005-staff-and-cases': staffAndCases,
  '006-publishing': publishing,
  '007-publishing-everywhere': publishingEverywhere,
  '008-media': media,
  '009-content-versions': contentVersions,
  '010-job-runs': jobRuns,
  '011-search': search,
  '012-case-note-submission-key': caseNoteSubmissionKey,
  '013-one-phone-setting': onePhoneSetting,
  '014-edit-drafts': editDrafts,
  '015-content-version-triggers': contentVersionTriggers,
  '016-rich-text-bodies': richTextBodies,
  '017-media-focal-point': mediaFocalPoint,
  '018-mail-outbox': mailOutbox,
  '019-one-branch-phone': oneBranchPhone,
  '020-festival-on-calendar': festivalOnCalendar,
  '021-complaint-replies-and-deadlines': complaintRepliesAndDeadlines,
  '022-case-seen': caseSeen,
  '024-complaint-record': complaintRecord,
  '026-account-sign-in-and-grants': accountSignInAndGrants,
  '029-forgiving-search': forgivingSearch,
  '031-alert-subscriptions': alertSubscriptions,
  '032-mail-unsubscribe-link': mailUnsubscribeLink,
  '033-case-forward-branches': caseForwardBranches,
  '035-push-subscriptions': pushSubscriptions,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
