// Which tables hold public content and which hold rows private to staff or to one visitor. The response
// cache (ADR 024) fails closed on this list: an answer that read a table not classified public is never
// stored, and a write to a table it does not know drops every stored answer. A table added to the typed
// schema (schema.ts) does not compile until it is classified here. The content tables of the kinds'
// descriptions are public by what they are (published items), so they are classified from there
// (contentTables, shared/kinds/derived.ts) and a new kind's table needs nothing here (ADR 028).
import { contentTables } from '#shared/kinds/derived.ts';
import type { ContentTable } from '#shared/kinds/descriptions.ts';
import type { Database } from './schema.ts';

type TablePrivacy = 'public' | 'private';

const OTHER_TABLES: Record<Exclude<keyof Database, ContentTable>, TablePrivacy> = {
  setting_group: 'public',
  media: 'public',
  search_entry: 'public',
  // Published aggregates of the complaints, cells under 5 suppressed (ADR 038): nothing private in it.
  complaint_record: 'public',
  contact_message: 'private',
  complaint: 'private',
  auth_user: 'private',
  auth_session: 'private',
  auth_verification: 'private',
  audit_log: 'private',
  sign_in_attempt: 'private',
  case_note: 'private',
  reference_counter: 'private',
  revision: 'private',
  // The cache's own clock: read by every poll, never part of an answer.
  content_version: 'private',
  job_run: 'private',
  edit_draft: 'private',
  // Officers' addresses and case titles.
  mail_outbox: 'private',
  case_seen: 'private',
  // Which account may do what beyond its role (ADR 040).
  staff_grant: 'private',
  // Subscribers' e-mail addresses and their tokens (ADR 046); the ledger of items already alerted.
  alert_subscription: 'private',
  alert_item: 'private',
  // Browsers' push addresses and keys (ADR 048), and the pushes queued for them.
  push_subscription: 'private',
  push_outbox: 'private',
};

/**
 * Tables outside the typed schema that queries name. search_fts is FTS5's index of search_entry
 * (migration 011), written only by search_entry's own triggers: its changes are search_entry's. The
 * search's vocabulary (migration 029) is written only with search_entry (db/search-vocabulary.ts) and
 * holds only words of its public texts.
 */
const UNTYPED_TABLES: Record<string, TablePrivacy> = {
  search_fts: 'public',
  search_word: 'public',
  search_word_trigram: 'public',
};

const TYPED_TABLES = {
  ...OTHER_TABLES,
  ...Object.fromEntries(contentTables.map((table) => [table, 'public'])),
} as Record<keyof Database, TablePrivacy>;

const PRIVACY: ReadonlyMap<string, TablePrivacy> = new Map(
  Object.entries({ ...TYPED_TABLES, ...UNTYPED_TABLES }),
);

/** The typed tables of public content: each has migration 015's content_version trigger (tested). */
export const PUBLIC_CONTENT_TABLES = (Object.keys(TYPED_TABLES) as (keyof Database)[]).filter(
  (table) => TYPED_TABLES[table] === 'public',
);

/** Every table classified public, typed or not: "every stored answer" is the answers that read these. */
export const PUBLIC_TABLES: readonly string[] = [...PRIVACY]
  .filter(([, p]) => p === 'public')
  .map(([t]) => t);

export const isKnownTable = (table: string): boolean => PRIVACY.has(table);

/** Only a table classified public: an unknown name (a typo, raw SQL that could not be read) is not. */
export const isPublicTable = (table: string): boolean => PRIVACY.get(table) === 'public';
