// Writes the built demo content inside a transaction, resolving keys to ids. Small parent tables are
// inserted with `returning id` (ids are generated in both dialects); the large ones in batches.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import type { DemoContent } from './build.ts';
import { rebuildSearchIndex } from '../search-index.ts';

const BATCH = 200;

// The helpers below are generic over tables, so they use an untyped view of the transaction; the
// rows themselves are typed where build.ts creates them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Untyped = Kysely<any>;

async function insertBatched<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: object[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await (trx as Untyped)
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

/** Inserts rows and maps each row's `column` value (unique in the batch) to its generated id. */
async function insertReturningIds<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: Record<string, unknown>[],
  column: string,
  reuseExisting = false,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (reuseExisting) {
    // After `db:seed --reset`, rows that citizens' submissions point at were kept: update them in place
    // (same id, so the submissions keep their meaning) instead of inserting duplicates.
    const db = trx as Untyped;
    const existing = (await db
      .selectFrom(table as string)
      .select(['id', column])
      .execute()) as Record<string, unknown>[];
    const byValue = new Map(existing.map((row) => [String(row[column]), Number(row.id)]));
    const fresh: Record<string, unknown>[] = [];
    for (const row of rows) {
      const id = byValue.get(String(row[column]));
      if (id === undefined) fresh.push(row);
      else {
        await db
          .updateTable(table as string)
          .set(row as Record<string, never>)
          .where('id', '=', id)
          .execute();
        ids.set(String(row[column]), id);
      }
    }
    rows = fresh;
  }
  if (rows.length === 0) return ids;
  const inserted = await (trx as Untyped).insertInto(table).values(rows).returning(['id', column]).execute();
  // RETURNING order is not promised, so rows are matched by a unique column, not by position.
  for (const row of inserted as unknown as Record<string, unknown>[])
    ids.set(String(row[column]), Number(row.id));
  return ids;
}

/**
 * Inserts a named list (categories, departments) in its order and maps each entry's key (its English
 * name when it has none) to its id.
 */
async function insertNamedRows<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: DemoContent['departments'],
  reuseExisting = false,
): Promise<Map<string, number>> {
  const ids = await insertReturningIds(
    trx,
    table,
    rows.map(({ name_en, name_ne }, i) => ({ name_en, name_ne, sort_order: i + 1 })),
    'name_en',
    reuseExisting,
  );
  return new Map(rows.map((row) => [row.key ?? row.name_en, ids.get(row.name_en)!]));
}

/** The built content, and the media library rows of the files written for it (library-entries.ts). */
type SeededContent = DemoContent & { library: Insertable<Database['media']>[] };

export async function insertDemoContent(
  trx: Transaction<Database>,
  content: SeededContent,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const groupRows = Object.entries(content.settings).map(([name, value]) => ({
    name,
    value: JSON.stringify(value),
  }));
  await insertBatched(trx, 'setting_group', groupRows);
  counts.setting_group = groupRows.length;

  const branchId = new Map<string, number>();
  const branchRow = (b: DemoContent['branches'][number], sort: number) => ({
    parent_id: b.parent ? (branchId.get(b.parent) ?? null) : null,
    name_en: b.name_en,
    name_ne: b.name_ne,
    image: b.image,
    phone_number: b.phone,
    location_en: b.location_en,
    location_ne: b.location_ne,
    hours_en: b.hours_en,
    hours_ne: b.hours_ne,
    location_url: b.location_url,
    sort_order: sort,
    created_at: b.created_at,
  });
  // Parents first, so sub-offices can point at them.
  for (const level of [content.branches.filter((b) => !b.parent), content.branches.filter((b) => b.parent)]) {
    const ids = await insertReturningIds(
      trx,
      'branch',
      level.map((b, i) => branchRow(b, i + 1)),
      'name_en',
      true,
    );
    for (const b of level) branchId.set(b.key, ids.get(b.name_en)!);
  }
  counts.branch = branchId.size;
  const branch = (key: string | null | undefined) => (key ? (branchId.get(key) ?? null) : null);

  await insertBatched(
    trx,
    'slide',
    content.slides.map((s, i) => ({ ...s, sort_order: i + 1 })),
  );
  await insertBatched(
    trx,
    'service',
    content.services.map((s, i) => ({ ...s, sort_order: i + 1 })),
  );

  const festivalIds = await insertReturningIds(
    trx,
    'festival',
    content.festivals.map(({ key: _key, branch_id, ...f }) => ({ ...f, branch_id: branch(branch_id) })),
    'title_en',
  );
  const festivalId = new Map(content.festivals.map((f) => [f.key, festivalIds.get(f.title_en)!]));
  await insertBatched(
    trx,
    'occasion',
    content.occasions.map((o) => ({
      ...o,
      branch_id: branch(o.branch_id),
      festival_id: o.festival_id ? (festivalId.get(o.festival_id) ?? null) : null,
    })),
  );
  await insertBatched(
    trx,
    'notice',
    content.notices.map((n) => ({ ...n, branch_id: branch(n.branch_id) })),
  );
  await insertBatched(
    trx,
    'article',
    content.articles.map((a) => ({ ...a, branch_id: branch(a.branch_id) })),
  );

  const categoryId = await insertNamedRows(trx, 'law_category', content.lawCategories);
  await insertBatched(
    trx,
    'law',
    content.laws.map(({ category, ...law }) => ({ ...law, category_id: categoryId.get(category)! })),
  );
  await insertBatched(trx, 'vacancy_document', content.vacancyDocuments);
  await insertBatched(trx, 'heritage_site', content.heritageSites);
  await insertBatched(trx, 'gallery_image', content.gallery);

  const departmentId = await insertNamedRows(trx, 'department', content.departments);
  await insertBatched(
    trx,
    'employee',
    content.employees.map(({ branch: key, department, ...e }) => ({
      ...e,
      branch_id: branch(key),
      department_id: department === undefined ? null : departmentId.get(department)!,
    })),
  );
  await insertNamedRows(trx, 'contact_category', content.contactCategories, true);
  await insertNamedRows(trx, 'complaint_category', content.complaintCategories, true);

  await insertBatched(trx, 'media', content.library);

  Object.assign(counts, {
    media: content.library.length,
    slide: content.slides.length,
    service: content.services.length,
    festival: content.festivals.length,
    occasion: content.occasions.length,
    notice: content.notices.length,
    article: content.articles.length,
    law_category: content.lawCategories.length,
    law: content.laws.length,
    vacancy_document: content.vacancyDocuments.length,
    heritage_site: content.heritageSites.length,
    gallery_image: content.gallery.length,
    department: content.departments.length,
    employee: content.employees.length,
    contact_category: content.contactCategories.length,
    complaint_category: content.complaintCategories.length,
  });
  // The search index follows the content (db/search-index.ts).
  counts.search_entry = await rebuildSearchIndex(trx);
  return counts;
}
