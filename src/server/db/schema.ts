// Kysely table types. Flags are integers 0/1 in both SQLite and PostgreSQL (one set of queries,
// no boolean plugin: better-sqlite3 refuses JS booleans); repositories map them to booleans.
// Timestamps and dates are ISO 8601 text in both dialects, so they sort and compare as text.
import type { Generated } from 'kysely';
import type { ContentTable } from '#shared/kinds/descriptions.ts';
import type { DescribedTables } from './described-tables.ts';

type Id = Generated<number>;
type Flag = number;
type Text = string;
type Optional = string | null;

/** One group of site settings (shared/contract/settings.ts) as JSON text. */
interface SettingGroupTable {
  name: Text;
  value: Text;
}

/**
 * Publishing columns of edited content (shared/contract/admin/content.ts, ADRs 022 and 023): draft, published or
 * archived; visible to the public only when published, not in the trash, and within publish_at/unpublish_at.
 */
export interface Publishing {
  status: Generated<string>;
  publish_at: Optional;
  unpublish_at: Optional;
  /** In the trash since; restorable. */
  deleted_at: Optional;
  updated_at: Optional;
}

interface BranchTable extends Publishing {
  id: Id;
  parent_id: number | null;
  name_en: Text;
  name_ne: Text;
  image: Optional;
  /** ASCII digits, typed once (migration 019); the Nepali digits are derived where shown. */
  phone_number: Optional;
  location_en: Optional;
  location_ne: Optional;
  hours_en: Optional;
  hours_ne: Optional;
  location_url: Optional;
  sort_order: number;
  created_at: Text;
}

export interface NoticeTable extends Publishing {
  id: Id;
  branch_id: number | null;
  title_en: Text;
  title_ne: Text;
  text_en: Text;
  text_ne: Text;
  file: Optional;
  /** A picture on the notice's page (migration 017). */
  image: Optional;
  is_urgent: Flag;
  is_popup: Flag;
  created_at: Text;
}

export interface ArticleTable extends Publishing {
  id: Id;
  branch_id: number | null;
  title_en: Text;
  title_ne: Text;
  text_en: Text;
  text_ne: Text;
  image: Optional;
  file: Optional;
  created_at: Text;
}

interface SlideTable extends Publishing {
  id: Id;
  image: Text;
  title_en: Text;
  title_ne: Text;
  description_en: Text;
  description_ne: Text;
  sort_order: number;
}

interface ServiceTable extends Publishing {
  id: Id;
  url: Text;
  image: Optional;
  name_en: Text;
  name_ne: Text;
  description_en: Text;
  description_ne: Text;
  sort_order: number;
}

export interface FestivalTable extends Publishing {
  id: Id;
  branch_id: number | null;
  image: Optional;
  title_en: Text;
  title_ne: Text;
  description_en: Text;
  description_ne: Text;
  location_en: Text;
  location_ne: Text;
  subtitle_en: Text;
  subtitle_ne: Text;
  /** AD dates, ISO `YYYY-MM-DD`: the only stored dates; the API derives the BS date (bsDateOf). */
  start_date: Text;
  end_date: Text;
  is_holiday: Flag;
  is_jatra: Flag;
  /** Listed in the header's Festival menu. */
  in_menu: Flag;
  /** A calendar entry itself, on its dates (migration 020, ADR 033). */
  on_calendar: Generated<Flag>;
  /** On the calendar every year on the same Bikram Sambat month and day. */
  repeats_yearly: Generated<Flag>;
  created_at: Text;
}

export interface OccasionTable extends Publishing {
  id: Id;
  branch_id: number | null;
  festival_id: number | null;
  image: Optional;
  title_en: Text;
  title_ne: Text;
  description_en: Text;
  description_ne: Text;
  /**
   * AD start and end (inclusive), ISO `YYYY-MM-DD`: an occasion may span into the next month. The only
   * stored dates; the API derives the BS dates from them (bsDateOf).
   */
  start_date: Text;
  end_date: Text;
  is_holiday: Flag;
  is_jatra: Flag;
}

interface LawCategoryTable extends Publishing {
  id: Id;
  name_en: Text;
  name_ne: Text;
  sort_order: number;
}

export interface LawTable extends Publishing {
  id: Id;
  category_id: number;
  title_en: Text;
  title_ne: Text;
  description_en: Text;
  description_ne: Text;
  file: Optional;
  created_at: Text;
}

/** Vacancy notices, results and syllabus entries share one shape; `kind` tells them apart. */
export interface VacancyDocumentTable extends Publishing {
  id: Id;
  kind: 'notice' | 'result' | 'syllabus';
  title_en: Text;
  title_ne: Text;
  description_en: Text;
  description_ne: Text;
  file: Optional;
  image: Optional;
  link: Optional;
  created_at: Text;
}

export interface HeritageSiteTable extends Publishing {
  id: Id;
  image: Optional;
  name_en: Text;
  name_ne: Text;
  subtitle_en: Text;
  subtitle_ne: Text;
  description_en: Text;
  description_ne: Text;
  sort_order: number;
}

export interface GalleryImageTable extends Publishing {
  id: Id;
  image: Text;
  caption_en: Text;
  caption_ne: Text;
  width: number;
  height: number;
  /** Shown in the strip on the cultural-heritage page. */
  in_heritage_strip: Flag;
  created_at: Text;
}

interface DepartmentTable extends Publishing {
  id: Id;
  name_en: Text;
  name_ne: Text;
  sort_order: number;
}

export interface EmployeeTable extends Publishing {
  id: Id;
  branch_id: number | null;
  department_id: number | null;
  image: Optional;
  full_name_en: Text;
  full_name_ne: Text;
  position_en: Text;
  position_ne: Text;
  /** Shown in the head-office organisation structure on the About page, by sort_order. */
  in_org_chart: Flag;
  sort_order: number;
}

interface CategoryTable extends Publishing {
  id: Id;
  name_en: Text;
  name_ne: Text;
  sort_order: number;
}

interface ContactMessageTable {
  id: Id;
  full_name: Text;
  email: Optional;
  phone: Text;
  category_id: number;
  message: Text;
  lang: Text;
  created_at: Text;
  /** Assigned by a case officer; visitors do not choose one. */
  branch_id: number | null;
  /** Case handling (shared/contract/admin/cases.ts): received → in_review → resolved | rejected. */
  status: Generated<string>;
  assigned_user_id: Optional;
  updated_at: Optional;
  closed_at: Optional;
}

interface ComplaintTable {
  id: Id;
  name: Text;
  contact: Text;
  address: Text;
  branch_id: number;
  category_id: number;
  title: Text;
  details: Optional;
  /** Path relative to UPLOAD_DIR/private; never served publicly. */
  attachment_path: Optional;
  attachment_type: Optional;
  attachment_size: number | null;
  attachment_name: Optional;
  lang: Text;
  created_at: Text;
  /** The citizen's reference, e.g. GS-2083-000123: BS year and a per-year sequence. */
  reference: Optional;
  /** Case handling (shared/contract/admin/cases.ts): received → in_review → resolved | rejected. */
  status: Generated<string>;
  assigned_user_id: Optional;
  updated_at: Optional;
  closed_at: Optional;
  /** The first reply to the citizen (migration 021); the replies are case_note rows of kind `reply`. */
  first_reply_at: Generated<string | null>;
  /** When a first answer is due and when it should be closed by: fixed when it arrives (settings). */
  reply_due_at: Generated<string | null>;
  close_due_at: Generated<string | null>;
}

/**
 * The public record of complaint handling (migration 024, ADR 038): what is published per calendar
 * ('bs' or 'ad'), month (`YYYY-MM`) and branch. Null: about fewer than 5 complaints, not published.
 */
interface ComplaintRecordTable {
  calendar: string;
  month: string;
  branch_id: number;
  received: number | null;
  reply_median_days: number | null;
  close_median_days: number | null;
}

/** better-auth's tables (its column names); only what the project queries itself is typed here. */
interface AuthUserTable {
  id: Text;
  name: Text;
  email: Text;
  emailVerified: Flag | boolean;
  image: Optional;
  createdAt: Date | string;
  updatedAt: Date | string;
  twoFactorEnabled: Flag | boolean | null;
  /** shared/contract/admin/staff.ts `staffRoles`. */
  role: Text;
  /** The one branch a branch editor or a branch's case officer works for; null: all. */
  branchId: number | null;
  disabled: Flag | boolean;
  /** ISO time of the last completed sign-in (migration 026); null: never. */
  lastSignInAt: string | null;
}

interface AuthSessionTable {
  id: Text;
  expiresAt: Date | string;
  token: Text;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: Optional;
  userAgent: Optional;
  userId: Text;
}

interface AuthVerificationTable {
  id: Text;
  identifier: Text;
  value: Text;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Append-only (a database trigger refuses UPDATE and DELETE): who did what, when, from where. */
interface AuditLogTable {
  id: Id;
  at: Text;
  actor_id: Optional;
  actor_email: Optional;
  ip: Optional;
  action: Text;
  entity: Text;
  entity_id: Optional;
  before_json: Optional;
  after_json: Optional;
}

interface SignInAttemptTable {
  id: Id;
  /** The e-mail as typed, lower-cased: unknown accounts are throttled like known ones. */
  email_key: Text;
  ip: Text;
  succeeded: Flag;
  at: Text;
}

/** A case's timeline: internal notes, status changes and assignments. */
interface CaseNoteTable {
  id: Id;
  case_kind: Text;
  case_id: number;
  author_id: Optional;
  author_name: Optional;
  kind: Text;
  body: Optional;
  status_to: Optional;
  created_at: Text;
  /** The key of the form the note was typed in: a resent form files nothing new. */
  submission_key: Optional;
  /** A forward's branches, from and to (migration 033; null for other entries and older forwards). */
  branch_from: number | null;
  branch_to: number | null;
}

/** Every save of edited content: the editable fields as JSON, numbered per item. */
interface RevisionTable {
  id: Id;
  entity: Text;
  entity_id: number;
  number: number;
  data_json: Text;
  author_id: Optional;
  author_name: Optional;
  created_at: Text;
}

interface ReferenceCounterTable {
  year: number;
  last: number;
}

/** An uploaded file of the media library (shared/contract/admin/media.ts). */
/** The response cache's shared clock: a table's version, bumped by every write to it (ADR 024). */
/** The site search's index (db/search-index.ts): one row per public content item. */
interface SearchEntryTable {
  source: string;
  item_id: number;
  type: string;
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
  created_at: string | null;
  folded_title: string;
  folded: string;
  status: string;
  deleted_at: string | null;
  publish_at: string | null;
  unpublish_at: string | null;
}

/** Runs of scheduled jobs (jobs/run-once.ts): one row per job and time slot, claimed by one server. */
interface JobRunTable {
  job: string;
  slot: string;
  server: string;
  started_at: string;
}

/** A message waiting to be sent, or sent (server/mail/outbox.ts, ADR 035). */
interface MailOutboxTable {
  id: Id;
  topic: Text;
  entity: Optional;
  entity_id: Optional;
  to_address: Text;
  subject: Text;
  body_text: Text;
  dedupe_key: Optional;
  created_at: Text;
  next_attempt_at: Text;
  attempts: Generated<number>;
  last_error: Optional;
  lease_until: Optional;
  leased_by: Optional;
  sent_at: Optional;
  /** Where a mail program POSTs a one-click unsubscribe (alert mails; migration 032). */
  unsubscribe_url: Optional;
}

/** A case a staff member has opened (migration 022): the others they may see are unread. */
/** A permission one account has beyond its role (ADR 040): shared/contract/admin/staff.ts `grantablePermissions`. */
interface StaffGrantTable {
  user_id: Text;
  permission: Text;
  granted_at: Text;
}

interface CaseSeenTable {
  user_id: Text;
  case_kind: Text;
  case_id: number;
  seen_at: Text;
}

/** A form posted after its author's session ended (modules/admin-content/drafts.ts); item_id 0: a new item. */
interface EditDraftTable {
  owner_id: string;
  kind: string;
  item_id: number;
  fields_json: string;
  saved_at: string;
  expires_at: string;
}

interface ContentVersionTable {
  table_name: string;
  version: number;
}

interface MediaTable {
  id: Id;
  kind: string;
  /** SHA-256 of the file as uploaded; its stored names start with it. */
  hash: Text;
  url: Text;
  mime: Text;
  size: number;
  width: number | null;
  height: number | null;
  name: Text;
  alt_ne: Generated<string>;
  alt_en: Generated<string>;
  /** The WebP copies: [{ width, url }], narrowest first. */
  variants_json: Generated<string>;
  /** An image's focal point in percent across and down (migration 017). */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  created_by: Optional;
  created_at: Text;
  deleted_at: Optional;
}

/** An e-mail alert subscription (migration 031, ADR 046); flags say which topics it gets. */
interface AlertSubscriptionTable {
  id: Id;
  email: Text;
  lang: Text;
  notices: Flag;
  vacancies: Flag;
  results: Flag;
  branch_id: number | null;
  confirm_token_hash: Optional;
  unsubscribe_token: Text;
  created_at: Text;
  confirmed_at: Optional;
}

/** An item the alert job has handled (migration 031): alerted once, when first found public. */
interface AlertItemTable {
  topic: Text;
  item_id: number;
  seen_at: Text;
}

/** A browser's Web Push subscription (migration 035, ADR 048); flags say which topics it gets. */
interface PushSubscriptionTable {
  id: Id;
  endpoint: Text;
  p256dh: Text;
  auth: Text;
  lang: Text;
  notices: Flag;
  vacancies: Flag;
  results: Flag;
  branch_id: number | null;
  created_at: Text;
  updated_at: Text;
  failures: Generated<number>;
  last_error: Optional;
}

/** A push to send (migration 035): the push service's outbox, as mail_outbox is the mail's. */
interface PushOutboxTable {
  id: Id;
  subscription_id: number;
  dedupe_key: Text;
  payload: Text;
  created_at: Text;
  next_attempt_at: Text;
  attempts: Generated<number>;
  last_error: Optional;
  lease_until: Optional;
  leased_by: Optional;
  sent_at: Optional;
  gave_up_at: Optional;
}

/** The tables typed here: every table but the content tables only a kind's description knows. */
interface TypedTables {
  setting_group: SettingGroupTable;
  branch: BranchTable;
  notice: NoticeTable;
  article: ArticleTable;
  slide: SlideTable;
  service: ServiceTable;
  festival: FestivalTable;
  occasion: OccasionTable;
  law_category: LawCategoryTable;
  law: LawTable;
  vacancy_document: VacancyDocumentTable;
  heritage_site: HeritageSiteTable;
  gallery_image: GalleryImageTable;
  department: DepartmentTable;
  employee: EmployeeTable;
  contact_category: CategoryTable;
  complaint_category: CategoryTable;
  contact_message: ContactMessageTable;
  complaint: ComplaintTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_verification: AuthVerificationTable;
  audit_log: AuditLogTable;
  sign_in_attempt: SignInAttemptTable;
  case_note: CaseNoteTable;
  reference_counter: ReferenceCounterTable;
  revision: RevisionTable;
  media: MediaTable;
  content_version: ContentVersionTable;
  job_run: JobRunTable;
  search_entry: SearchEntryTable;
  edit_draft: EditDraftTable;
  mail_outbox: MailOutboxTable;
  case_seen: CaseSeenTable;
  complaint_record: ComplaintRecordTable;
  staff_grant: StaffGrantTable;
  alert_subscription: AlertSubscriptionTable;
  alert_item: AlertItemTable;
  push_subscription: PushSubscriptionTable;
  push_outbox: PushOutboxTable;
}

/**
 * Every table: those typed above, and each content table of a kind's description that is not typed
 * above, whose row is derived from the description (described-tables.ts, ADR 028).
 */
export interface Database extends TypedTables, DescribedTables<Exclude<ContentTable, keyof TypedTables>> {}
