// Where the media library's files are used: the items whose media fields (an `image` or a `file`, in
// shared/kinds/fields.ts) hold a file's address (ADR 034). The kinds' descriptions say which tables and
// columns to look in, so a kind added there is searched too. Items in the content trash are listed
// (marked) but do not keep a file out of the media trash: the file's address keeps working either way.
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { MediaUse } from '#shared/contract/admin/media.ts';
import { contentKinds, kindSpecs, type ContentKind, type KindSpec } from '#shared/kinds/descriptions.ts';

/** Every kind with media fields, with those fields' columns. */
const mediaColumns = contentKinds.flatMap((kind) => {
  const spec = kindSpecs[kind] as KindSpec;
  const columns = spec.fields.filter((field) => field.media).map((field) => field.name);
  return columns.length ? [{ kind, spec, columns }] : [];
});

/** The addresses an item may hold for a file: its own, or with the site's origin in front. */
const spellings = (url: string, publicUrl: string) => [url, `${publicUrl.replace(/\/+$/, '')}${url}`];

/** The uses of each of the given files' addresses, by address (no entry: unused). */
export async function usesOf(
  db: Kysely<Database>,
  urls: readonly string[],
  publicUrl: string,
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (!urls.length) return uses;
  const byAddress = new Map(urls.flatMap((url) => spellings(url, publicUrl).map((s) => [s, url] as const)));
  const addresses = [...byAddress.keys()];
  for (const { kind, spec, columns } of mediaColumns) {
    const title = spec.admin.title;
    let rows = db
      .selectFrom(spec.table)
      .select([
        sql<number>`id`.as('id'),
        sql<string>`${sql.ref(`${title}_ne`)}`.as('title_ne'),
        sql<string>`${sql.ref(`${title}_en`)}`.as('title_en'),
        sql<string | null>`deleted_at`.as('deleted_at'),
        ...columns.map((column) => sql<string | null>`${sql.ref(column)}`.as(`c_${column}`)),
      ])
      .where((eb) => eb.or(columns.map((column) => eb(sql.ref(column), 'in', addresses))));
    for (const [column, value] of Object.entries(spec.fixed ?? {}))
      rows = rows.where(sql.ref(column), '=', value);
    for (const row of (await rows.orderBy(sql.ref('id')).execute()) as Record<string, unknown>[]) {
      const found = new Set(columns.map((column) => byAddress.get(String(row[`c_${column}`]))));
      for (const url of found) {
        if (!url) continue;
        const use: MediaUse = {
          kind: kind as ContentKind,
          id: Number(row.id),
          title_ne: String(row.title_ne ?? ''),
          title_en: String(row.title_en ?? ''),
          trashed: row.deleted_at !== null,
        };
        uses.set(url, [...(uses.get(url) ?? []), use]);
      }
    }
  }
  return uses;
}
