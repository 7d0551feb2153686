// Publishing for every other kind of content editors edit (ADR 023): the same columns notices and articles
// got in 006, so every kind has drafts, scheduling and a trash, and the public sees only what is published.
// Existing rows stay published. Revisions need nothing new: the `revision` table is keyed by table and id.
import type { Kysely } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from './006-publishing.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export const TABLES = [
  'vacancy_document',
  'law',
  'law_category',
  'festival',
  'occasion',
  'heritage_site',
  'gallery_image',
  'slide',
  'service',
  'branch',
  'employee',
  'department',
  'contact_category',
  'complaint_category',
] as const;

/**
 * Paged lists count the published rows: without these the counts scan their table (query-plans.test.ts).
 * Each leads with the status and follows the list's order, as 006's do.
 */
const STATUS_INDEXES: [string, string[]][] = [
  ['heritage_site', ['status', 'sort_order', 'id']],
  ['gallery_image', ['status', 'created_at', 'id']],
  ['law', ['status', 'created_at', 'id']],
  ['vacancy_document', ['status', 'kind', 'created_at', 'id']],
  ['employee', ['status', 'sort_order', 'id']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) await addPublishingColumns(db, table);
  for (const [table, columns] of STATUS_INDEXES) {
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(columns).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table] of STATUS_INDEXES) await db.schema.dropIndex(`${table}_status_idx`).execute();
  for (const table of TABLES) await dropPublishingColumns(db, table);
}
