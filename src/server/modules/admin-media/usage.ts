// Where the media library's files are used: the items whose media fields (an `image` or a `file`, in
// shared/kinds/fields.ts) hold a file's address (ADR 034), and those whose rich text bodies (ADR 031) link
// to it. The kinds' descriptions say which tables and columns to look in, so a kind added there is
// searched too. Items in the content trash are listed (marked) but do not keep a file out of the media
// trash: the file's address keeps working either way. The site settings' pictures (settingImageKeys) are
// the other source: a group holding the file is listed as "Site settings: <group>".
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { readSettingGroup, settingImageKeys, type SettingGroupName } from '#shared/contract/settings.ts';
import { translate } from '#shared/i18n/index.ts';
import { namesOf } from '#shared/contract/admin/content-kinds.ts';
import type { MediaUse } from '#shared/contract/admin/media.ts';
import { contentKinds, kindSpecs, type ContentKind, type KindSpec } from '#shared/kinds/descriptions.ts';

/** Every kind with media fields or rich text bodies, with their columns. */
const searched = contentKinds.flatMap((kind) => {
  const spec = kindSpecs[kind] as KindSpec;
  const columns = spec.fields.filter((field) => field.media).map((field) => field.name);
  const bodies = spec.fields.filter((field) => field.type === 'richtext').flatMap(namesOf);
  return columns.length || bodies.length ? [{ kind, spec, columns, bodies }] : [];
});

/** The addresses an item may hold for a file: its own, or with the site's origin in front. */
const spellings = (url: string, publicUrl: string) => [url, `${publicUrl.replace(/\/+$/, '')}${url}`];

/**
 * The addresses a stored body links to, as written (`&amp;` read as `&`), without a `#page=2` or a
 * query: the sanitiser keeps `href` as the only attribute with an address (server/rich-text/sanitize.ts).
 */
function linksIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map(
    (match) => match[1]!.replace(/&amp;/g, '&').split(/[?#]/)[0]!,
  );
}

/** A LIKE pattern that finds a body linking anywhere under `prefix` (escaping LIKE's wildcards). */
const linkPattern = (prefix: string) => `%href="${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The settings groups whose pictures hold one of the addresses, added to `uses`. */
async function settingUses(
  db: Kysely<Database>,
  byAddress: ReadonlyMap<string, string>,
  uses: Map<string, MediaUse[]>,
): Promise<void> {
  const groups = Object.keys(settingImageKeys) as SettingGroupName[];
  // One small row per group, read in one query; a group never written holds no picture.
  const rows = await db
    .selectFrom('setting_group')
    .select(['name', 'value'])
    .where('name', 'in', groups)
    .orderBy('name')
    .execute();
  for (const row of rows) {
    const group = row.name as SettingGroupName;
    const value = readSettingGroup(group, JSON.parse(row.value) as unknown) as Record<string, unknown>;
    const found = new Set(settingImageKeys[group]!.map((key) => byAddress.get(String(value[key]))));
    for (const url of found) {
      if (!url) continue;
      const use: MediaUse = {
        kind: 'setting',
        group,
        title_ne: translate('ne', `api.setting_use.${group}`),
        title_en: translate('en', `api.setting_use.${group}`),
        trashed: false,
      };
      uses.set(url, [...(uses.get(url) ?? []), use]);
    }
  }
}

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
  // A body is read only when it links under /uploads/ (all of the library's files are there).
  const linkPatterns = spellings('/uploads/', publicUrl).map(linkPattern);
  for (const { kind, spec, columns, bodies } of searched) {
    const title = spec.admin.title;
    let rows = db
      .selectFrom(spec.table)
      .select([
        sql<number>`id`.as('id'),
        sql<string>`${sql.ref(`${title}_ne`)}`.as('title_ne'),
        sql<string>`${sql.ref(`${title}_en`)}`.as('title_en'),
        sql<string | null>`deleted_at`.as('deleted_at'),
        ...columns.map((column) => sql<string | null>`${sql.ref(column)}`.as(`c_${column}`)),
        ...bodies.map((body) => sql<string | null>`${sql.ref(body)}`.as(`b_${body}`)),
      ])
      .where((eb) =>
        eb.or([
          ...columns.map((column) => eb(sql.ref(column), 'in', addresses)),
          ...bodies.flatMap((body) =>
            linkPatterns.map((pattern) => sql<boolean>`${sql.ref(body)} like ${pattern} escape '\\'`),
          ),
        ]),
      );
    for (const [column, value] of Object.entries(spec.fixed ?? {}))
      rows = rows.where(sql.ref(column), '=', value);
    for (const row of (await rows.orderBy(sql.ref('id')).execute()) as Record<string, unknown>[]) {
      const held = [
        ...columns.map((column) => String(row[`c_${column}`])),
        ...bodies.flatMap((body) => linksIn(String(row[`b_${body}`] ?? ''))),
      ];
      const found = new Set(held.map((address) => byAddress.get(address)));
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
  await settingUses(db, byAddress, uses);
  return uses;
}
