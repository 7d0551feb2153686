// What the rest of the site reads of the kinds' descriptions (descriptions.ts), derived once: the
// search's types, the feeds, the sitemap's parts, the staff menu's groups, the tables with publishing
// times and the order the seed's reset deletes them in. Each type is computed from the descriptions too,
// so a kind added there is in every list (kinds.test.ts checks each covers every kind that asks for it).
import {
  adminGroups,
  contentKinds,
  kindSpecs,
  type AdminGroup,
  type ContentKind,
  type ContentTable,
  type KindSpec,
  type KindSpecs,
} from './descriptions.ts';
import type { RefTable } from './fields.ts';

type FaceOf<K extends ContentKind> = KindSpecs[K] extends { public: infer P } ? P : object;

/** The kinds with a public face, each with it. */
const facing = contentKinds.flatMap((kind) => {
  const face = (kindSpecs[kind] as KindSpec).public;
  return face ? [{ kind, spec: kindSpecs[kind] as KindSpec, face }] : [];
});

/** The site search's types (`?type=`), in the kinds' order. */
export type SearchType = {
  [K in ContentKind]: FaceOf<K> extends { search: { type: infer T } } ? T : never;
}[ContentKind];
export const SEARCH_TYPES = facing.flatMap(({ face }) => (face.search ? [face.search.type] : [])) as [
  SearchType,
  ...SearchType[],
];

/** The kind a search type finds. */
export const kindOfSearchType = Object.fromEntries(
  facing.flatMap(({ kind, face }) => (face.search ? [[face.search.type, kind]] : [])),
) as Record<SearchType, ContentKind>;

/** The kinds with feeds; a feed is named after its kind (`/feeds/ne/notices.rss`). */
export type FeedKind = {
  [K in ContentKind]: FaceOf<K> extends { feed: object } ? K : never;
}[ContentKind];
export const FEED_KINDS = facing.flatMap(({ kind, face }) => (face.feed ? [kind] : [])) as FeedKind[];

/** The kinds the public API reads from their descriptions (`public.api`, modules/kind-api). */
export type ApiKind = {
  [K in ContentKind]: FaceOf<K> extends { api: string } ? K : never;
}[ContentKind];
export const API_KINDS = facing.flatMap(({ kind, face }) => (face.api ? [kind] : [])) as ApiKind[];

/** The kinds whose pages are routed from their descriptions (`public.screens`), with their paths. */
export const SCREEN_KINDS = facing.flatMap(({ kind, face }) =>
  face.screens && face.list && face.item ? [{ kind, list: face.list(), item: face.item }] : [],
);

/** The sitemap's parts: `pages` first (the fixed pages), then each other part in the kinds' order. */
export type SitemapPart =
  | 'pages'
  | {
      [K in ContentKind]: FaceOf<K> extends { sitemap: { part: infer P } } ? P : never;
    }[ContentKind];
export const SITEMAP_PARTS: readonly SitemapPart[] = [
  ...new Set([
    'pages' as const,
    ...facing.flatMap(({ face }) => (face.sitemap ? [face.sitemap.part as SitemapPart] : [])),
  ]),
];

/** The kinds listed in a sitemap part, with the pages each item gives. */
export function sitemapKinds(part: SitemapPart) {
  return facing.flatMap(({ kind, spec, face }) =>
    face.sitemap?.part === part
      ? [{ kind, spec, pages: face.sitemap.pages ?? [{ path: face.item!, dated: true }] }]
      : [],
  );
}

/** The kinds' list pages (`/notice`, `/cultural-heritage` ...), once each, in the kinds' order. */
export const LIST_PAGES: readonly string[] = [
  ...new Set(facing.flatMap(({ face }) => (face.list ? [face.list()] : []))),
];

/** The staff menu's groups, in order, each with its kinds in the kinds' order. */
export const kindGroups: { group: AdminGroup; kinds: ContentKind[] }[] = adminGroups.map((group) => ({
  group,
  kinds: contentKinds.filter((kind) => kindSpecs[kind].admin.group === group),
}));

/**
 * Every content table, once, in the kinds' order. Each has publishing times (ADR 022): the response cache
 * drops a table's answers when one of its times passes (server/cache/content-versions.ts).
 */
export const contentTables: ContentTable[] = [...new Set(contentKinds.map((kind) => kindSpecs[kind].table))];

/** The kind whose items a reference field chooses from: the one kind of that table. */
export const refKinds = Object.fromEntries(
  contentKinds
    .filter((kind) => !(kindSpecs[kind] as KindSpec).fixed)
    .map((kind) => [kindSpecs[kind].table, kind]),
) as Record<RefTable, ContentKind>;

/** The tables a table's rows point at: its reference fields, and `branch` for items of a branch. */
function referencedBy(table: ContentTable): ContentTable[] {
  const specs = contentKinds
    .map((kind) => kindSpecs[kind] as KindSpec)
    .filter((spec) => spec.table === table);
  return [
    ...new Set(
      specs.flatMap((spec) => [
        ...spec.fields.flatMap((field) => (field.ref && field.ref !== table ? [field.ref] : [])),
        ...(spec.access.branchOwned ? (['branch'] as const) : []),
      ]),
    ),
  ];
}

/**
 * The content tables ordered so that every table comes before the tables it points at: deleting in this
 * order never breaks a foreign key (a table pointing at itself, a branch's parent, is cleared first).
 */
export function deletionOrder(): ContentTable[] {
  const order: ContentTable[] = [];
  const pending = [...contentTables];
  while (pending.length) {
    // The first table that no table still to delete points at.
    const next = pending.find((table) =>
      pending.every((other) => other === table || !referencedBy(other).includes(table)),
    );
    if (!next) throw new Error('content tables point at each other in a cycle');
    order.push(next);
    pending.splice(pending.indexOf(next), 1);
  }
  return order;
}
