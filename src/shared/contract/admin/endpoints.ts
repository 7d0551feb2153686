// Every staff API call the staff screens make, in one table (as shared/contract/endpoints.ts is for the
// public site): its method and path under /api built from typed parameters, typed by the schema of its
// answer and of its body. The staff screens call only through it (web/admin/lib/admin-api.ts), so an
// answer's shape is declared once, by the schema the server answers with, never re-declared by a caller.
// Only the schemas' types are imported: nothing here parses.
import type { z } from 'zod';
import type { ContentKind, EditedItem, SaveConflict } from './content-kinds.ts';
import type { revisionDiffResponse, revisionListResponse } from './content.ts';
import type { auditExportResponse, auditListResponse } from './audit.ts';
import type { dashboardResponse } from './dashboard.ts';
import type { mailListResponse } from './mail.ts';
import type { bulkBody, bulkResponse, trashListResponse } from './bulk.ts';
import type {
  caseAssignBody,
  caseCountsResponse,
  caseForwardBody,
  caseDetailResponse,
  caseListResponse,
  caseNoteBody,
  CaseKind,
  caseReplyBody,
  caseStatusBody,
  officerListResponse,
} from './cases.ts';
import type { caseReportResponse } from './case-reports.ts';
import type { ReportCalendar } from '../complaint-record.ts';
import type { draftBody, draftResponse, sessionTimeResponse } from './drafts.ts';
import type { previewEditResponse, previewItemResponse, previewLinkResponse } from './preview.ts';
import type { mediaEdit, mediaItemResponse, mediaListResponse } from './media.ts';
import type {
  backupCodesResponse,
  changePasswordBody,
  meResponse,
  okResponse,
  passwordOnlyBody,
  setPasswordBody,
  signInBody,
  signInCodeBody,
  signInResponse,
  totpCodeBody,
  twoFactorSetupResponse,
} from './staff.ts';
import type { createStaffBody, passwordLinkResponse, staffListResponse, updateStaffBody } from './users.ts';
import type { SettingGroupName, settingGroupResponse, settingGroupsResponse } from '../settings.ts';
import type { Paged } from '../common.ts';

type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One staff API call: method and path (under /api, with its query), typed by its answer and body. */
export interface AdminCall<Answer, Body = never> {
  method: AdminMethod;
  path: string;
  /** Never set: carries the answer's type. */
  readonly answerType?: Answer;
  /** Never set: carries the body's type (`never`: the call sends none). */
  readonly bodyType?: Body;
}

/** A multipart upload's body: sent as it is, not as JSON (admin-api.ts multipartOf). */
export interface MultipartBody {
  bytes: Uint8Array;
  contentType: string;
}

type Out<Schema extends z.ZodType> = z.output<Schema>;
/**
 * What a staff form may send: the body schema's field names (a misspelt one does not compile), each with
 * its typed value or the text a form posted as it is (the server checks it and answers 400 per field,
 * in the staff member's language, which the form shows beside the field).
 */
type In<Schema extends z.ZodType> = { [Field in keyof z.input<Schema>]?: z.input<Schema>[Field] | string };
/** A list's query: as text, or the parameters a screen built. */
type Search = string | URLSearchParams;

const call = <Answer, Body = never>(method: AdminMethod, path: string): AdminCall<Answer, Body> => ({
  method,
  path,
});
const query = (path: string, search: Search) => {
  const text = String(search);
  return text ? `${path}?${text}` : path;
};

type Ok = Out<typeof okResponse>;
/** An edit form's body: the kind's own fields by name (admin-content reads them by the kind's schema). */
type ContentBody = Record<string, unknown>;

export const adminEndpoints = {
  // Session and account (module admin-session)
  signIn: () => call<Out<typeof signInResponse>, In<typeof signInBody>>('POST', '/admin/session'),
  signInCode: () =>
    call<Out<typeof signInResponse>, In<typeof signInCodeBody>>('POST', '/admin/session/two-factor'),
  signOut: () => call<Ok>('DELETE', '/admin/session'),
  signOutEverywhere: () => call<Ok>('POST', '/admin/session/everywhere'),
  me: () => call<Out<typeof meResponse>>('GET', '/admin/me'),
  sessionTime: () => call<Out<typeof sessionTimeResponse>>('GET', '/admin/session-time'),
  startTwoFactor: () =>
    call<Out<typeof twoFactorSetupResponse>, In<typeof passwordOnlyBody>>('POST', '/admin/me/two-factor'),
  confirmTwoFactor: () => call<Ok, In<typeof totpCodeBody>>('POST', '/admin/me/two-factor/confirm'),
  newBackupCodes: () =>
    call<Out<typeof backupCodesResponse>, In<typeof passwordOnlyBody>>(
      'POST',
      '/admin/me/two-factor/backup-codes',
    ),
  changePassword: () => call<Ok, In<typeof changePasswordBody>>('POST', '/admin/me/password'),
  setPassword: () => call<Ok, In<typeof setPasswordBody>>('POST', '/admin/password'),

  // The dashboard, by role (module admin-dashboard)
  dashboard: () => call<Out<typeof dashboardResponse>>('GET', '/admin/dashboard'),

  // Staff accounts (module admin-users)
  users: (search: Search = '') => call<Out<typeof staffListResponse>>('GET', query('/admin/users', search)),
  createUser: () =>
    call<Out<typeof passwordLinkResponse>, In<typeof createStaffBody>>('POST', '/admin/users'),
  updateUser: (id: string) =>
    call<{ data: Out<typeof staffListResponse>['data'][number] }, In<typeof updateStaffBody>>(
      'PATCH',
      `/admin/users/${encodeURIComponent(id)}`,
    ),
  passwordLink: (id: string) =>
    call<Out<typeof passwordLinkResponse>>('POST', `/admin/users/${encodeURIComponent(id)}/password-link`),
  signOutUser: (id: string) => call<Ok>('POST', `/admin/users/${encodeURIComponent(id)}/sign-out`),

  // Complaints and messages (module admin-cases)
  cases: (search: Search) => call<Out<typeof caseListResponse>>('GET', query('/admin/cases', search)),
  case: (kind: CaseKind, id: number) =>
    call<Out<typeof caseDetailResponse>>('GET', `/admin/cases/${kind}/${id}`),
  caseStatus: (kind: CaseKind, id: number) =>
    call<Ok, In<typeof caseStatusBody>>('POST', `/admin/cases/${kind}/${id}/status`),
  caseNote: (kind: CaseKind, id: number) =>
    call<Ok, In<typeof caseNoteBody>>('POST', `/admin/cases/${kind}/${id}/notes`),
  caseForward: (kind: CaseKind, id: number) =>
    call<Ok, In<typeof caseForwardBody>>('POST', `/admin/cases/${kind}/${id}/forward`),
  caseCounts: () => call<Out<typeof caseCountsResponse>>('GET', '/admin/cases/counts'),
  caseReport: (calendar: ReportCalendar) =>
    call<Out<typeof caseReportResponse>>('GET', `/admin/cases/reports?calendar=${calendar}`),
  caseReply: (id: number) =>
    call<Ok, In<typeof caseReplyBody>>('POST', `/admin/cases/complaint/${id}/replies`),
  caseAssignment: (kind: CaseKind, id: number) =>
    call<Ok, In<typeof caseAssignBody>>('POST', `/admin/cases/${kind}/${id}/assignment`),
  officers: () => call<Out<typeof officerListResponse>>('GET', '/admin/officers'),

  // The audit log (module admin-audit)
  audit: (search: Search) => call<Out<typeof auditListResponse>>('GET', query('/admin/audit', search)),
  auditExport: (search: Search) =>
    call<Out<typeof auditExportResponse>>('GET', query('/admin/audit/export', search)),

  // The mail outbox (module admin-mail)
  mail: (search: Search) => call<Out<typeof mailListResponse>>('GET', query('/admin/mail', search)),
  resendMail: (id: number) => call<Ok>('POST', `/admin/mail/${id}/resend`),

  // The media library (module admin-media)
  media: (search: Search) => call<Out<typeof mediaListResponse>>('GET', query('/admin/media', search)),
  uploadMedia: () => call<Out<typeof mediaItemResponse>, MultipartBody>('POST', '/admin/media'),
  updateMedia: (id: number) =>
    call<Out<typeof mediaItemResponse>, In<typeof mediaEdit>>('PUT', `/admin/media/${id}`),
  trashMedia: (id: number) => call<Out<typeof mediaItemResponse>>('DELETE', `/admin/media/${id}`),
  restoreMedia: (id: number) => call<Out<typeof mediaItemResponse>>('POST', `/admin/media/${id}/restore`),

  // Site settings (module site)
  settings: () => call<Out<typeof settingGroupsResponse>>('GET', '/admin/settings'),
  settingGroup: (group: SettingGroupName) =>
    call<Out<typeof settingGroupResponse>>('GET', `/admin/settings/${group}`),
  saveSettings: (group: SettingGroupName) =>
    call<Out<typeof settingGroupResponse>, Record<string, unknown>>('PUT', `/admin/settings/${group}`),

  // Content of every kind (module admin-content; its answers are typed by the kind descriptions)
  contentList: (kind: ContentKind, search: Search) =>
    call<Paged<EditedItem>>('GET', query(`/admin/${kind}`, search)),
  contentItem: (kind: ContentKind, id: number | string) =>
    call<{ data: EditedItem }>('GET', `/admin/${kind}/${id}`),
  createContent: (kind: ContentKind) => call<{ data: EditedItem }, ContentBody>('POST', `/admin/${kind}`),
  saveContent: (kind: ContentKind, id: number | string) =>
    call<{ data: EditedItem } | SaveConflict, ContentBody>('PUT', `/admin/${kind}/${id}`),
  trashContent: (kind: ContentKind, id: number | string) =>
    call<{ data: EditedItem }>('DELETE', `/admin/${kind}/${id}`),
  restoreContent: (kind: ContentKind, id: number | string) =>
    call<{ data: EditedItem }>('POST', `/admin/${kind}/${id}/restore`),
  duplicateContent: (kind: ContentKind, id: number | string) =>
    call<{ data: EditedItem }>('POST', `/admin/${kind}/${id}/duplicate`),
  bulkContent: () => call<Out<typeof bulkResponse>, In<typeof bulkBody>>('POST', '/admin/content/bulk'),
  sharedTrash: () => call<Out<typeof trashListResponse>>('GET', '/admin/content/trash'),
  revisions: (kind: ContentKind, id: number | string) =>
    call<Out<typeof revisionListResponse>>('GET', `/admin/${kind}/${id}/revisions`),
  revisionChanges: (kind: ContentKind, id: number | string, number: number) =>
    call<Out<typeof revisionDiffResponse>>('GET', `/admin/${kind}/${id}/revisions/${number}/changes`),
  restoreRevision: (kind: ContentKind, id: number | string, number: number) =>
    call<{ data: EditedItem }>('POST', `/admin/${kind}/${id}/revisions/${number}/restore`),

  // Drafts kept when a session ended mid-edit (module admin-content)
  drafts: (kind: ContentKind, id?: number | string) =>
    call<Out<typeof draftResponse>>('GET', draftPath(kind, id)),
  keepDraft: () => call<Ok, In<typeof draftBody>>('POST', '/admin/drafts'),
  discardDraft: (kind: ContentKind, id?: number | string) => call<Ok>('DELETE', draftPath(kind, id)),

  // Previews (module admin-content, ADR 032)
  previewSaved: (kind: ContentKind, id: number | string) =>
    call<Out<typeof previewEditResponse>>('GET', `/admin/${kind}/${id}/preview`),
  previewEdit: (kind: ContentKind) =>
    call<Out<typeof previewEditResponse>, ContentBody>('POST', `/admin/${kind}/preview`),
  previewLink: (kind: ContentKind, id: number | string) =>
    call<Out<typeof previewLinkResponse>>('POST', `/admin/${kind}/${id}/preview-link`),
  previewItem: (token: string) =>
    call<Out<typeof previewItemResponse>>('GET', `/admin/preview/${encodeURIComponent(token)}`),
} as const;

function draftPath(kind: ContentKind, id: number | string | undefined) {
  return `/admin/drafts?kind=${kind}${id ? `&item=${id}` : ''}`;
}
