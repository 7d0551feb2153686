// Each list derived from the kinds' descriptions covers every kind that asks to be in it, and the rules
// the derivations rely on hold for every description (a new kind that breaks one fails here).
import { describe, expect, it } from 'vitest';
import { byBranch, siteWide } from './access.ts';
import { contentKinds, kindSpecs, type KindSpec } from './descriptions.ts';
import {
  contentTables,
  deletionOrder,
  FEED_KINDS,
  kindGroups,
  LIST_PAGES,
  refKinds,
  SEARCH_TYPES,
  SITEMAP_PARTS,
  sitemapKinds,
} from './derived.ts';
import { searchResultPath } from '../item-paths.ts';

const specs = contentKinds.map((kind) => ({ kind, spec: kindSpecs[kind] as KindSpec }));
const bilingualNames = (spec: KindSpec) => spec.fields.filter((field) => field.bilingual).map((f) => f.name);

describe('the kinds’ descriptions', () => {
  it.each(specs)('$kind names a bilingual title and search fields it has', ({ spec }) => {
    expect(bilingualNames(spec)).toContain(spec.admin.title);
    const search = spec.public?.search;
    if (search) {
      expect(bilingualNames(spec)).toContain(search.text);
      if (search.extra) expect(bilingualNames(spec)).toContain(search.extra);
    }
  });

  it.each(specs)('$kind’s public face leads somewhere for what it asks', ({ spec }) => {
    const face = spec.public;
    if (!face) return;
    if (face.search) expect(face.item ?? face.list).toBeDefined();
    if (face.feed) expect([face.item, face.list, face.search]).not.toContain(undefined);
    if (face.sitemap && !face.sitemap.pages) expect(face.item).toBeDefined();
  });

  it('kinds sharing a table are told apart by their fixed columns', () => {
    for (const table of contentTables) {
      const sharing = specs.filter(({ spec }) => spec.table === table);
      if (sharing.length < 2) continue;
      const values = sharing.map(({ spec }) => JSON.stringify(spec.fixed ?? null));
      expect(new Set(values).size).toBe(sharing.length);
      expect(values).not.toContain('null');
    }
  });
});

describe('the lists derived from them', () => {
  it('search every kind with a search face, in the kinds’ order, each type once', () => {
    const wanted = specs.flatMap(({ spec }) => (spec.public?.search ? [spec.public.search.type] : []));
    expect(SEARCH_TYPES).toEqual(wanted);
    expect(new Set(SEARCH_TYPES).size).toBe(SEARCH_TYPES.length);
    // The site's search types as visitors know them stay (links with `?type=` keep working); a new
    // kind adds its own.
    expect(SEARCH_TYPES).toEqual(
      expect.arrayContaining([
        'article',
        'branch',
        'festival',
        'heritage',
        'law',
        'notice',
        'result',
        'syllabus',
        'vacancy',
      ]),
    );
  });

  it('lead each search result to its page, or its list when it has none', () => {
    expect(searchResultPath('notice', 5)).toBe('/notice/5');
    expect(searchResultPath('vacancy', 5)).toBe('/vacancy/5');
    expect(searchResultPath('syllabus', 5)).toBe('/syllabus/5');
    expect(searchResultPath('law', 5)).toBe('/law-and-enforcement/item/5');
    expect(searchResultPath('festival', 5)).toBe('/festivals/details/5');
    expect(searchResultPath('heritage', 5)).toBe('/cultural-heritage');
    expect(searchResultPath('branch', 5)).toBe('/branches/5');
  });

  it('give a feed to every kind that asks for one', () => {
    expect(FEED_KINDS).toEqual(specs.filter(({ spec }) => spec.public?.feed).map(({ kind }) => kind));
    // The feeds readers subscribed to stay.
    expect(FEED_KINDS).toEqual(expect.arrayContaining(['articles', 'notices', 'results', 'vacancies']));
  });

  it('list every sitemap part once, pages first, a paged part’s kinds in one table', () => {
    expect(SITEMAP_PARTS[0]).toBe('pages');
    expect(new Set(SITEMAP_PARTS).size).toBe(SITEMAP_PARTS.length);
    expect(SITEMAP_PARTS).toEqual(expect.arrayContaining(['notices', 'articles', 'vacancy', 'laws']));
    const inParts = SITEMAP_PARTS.flatMap((part) => sitemapKinds(part).map(({ kind }) => kind));
    expect(inParts.sort()).toEqual(
      specs
        .filter(({ spec }) => spec.public?.sitemap)
        .map(({ kind }) => kind)
        .sort(),
    );
    for (const part of SITEMAP_PARTS.filter((name) => name !== 'pages')) {
      expect(new Set(sitemapKinds(part).map(({ spec }) => spec.table)).size).toBe(1);
    }
  });

  it('list every kind’s list page once', () => {
    const lists = specs.flatMap(({ spec }) => (spec.public?.list ? [spec.public.list()] : []));
    expect(LIST_PAGES).toEqual([...new Set(lists)]);
    expect(LIST_PAGES).toEqual(
      expect.arrayContaining([
        '/notice',
        '/articles',
        '/vacancy',
        '/result',
        '/syllabus',
        '/cultural-heritage',
      ]),
    );
  });

  it('put every kind in exactly one staff menu group', () => {
    expect(kindGroups.flatMap(({ kinds }) => kinds).sort()).toEqual([...contentKinds].sort());
  });

  it('list every kind’s table once among the content tables (each scheduled by the cache)', () => {
    expect([...contentTables].sort()).toEqual([...new Set(specs.map(({ spec }) => spec.table))].sort());
  });

  it('choose references from the one kind of each referenced table', () => {
    for (const { spec } of specs) {
      for (const field of spec.fields.filter((candidate) => candidate.ref)) {
        expect(kindSpecs[refKinds[field.ref!]].table).toBe(field.ref);
      }
    }
  });

  it('delete every table before the tables it points at', () => {
    const order = deletionOrder();
    expect([...order].sort()).toEqual([...contentTables].sort());
    for (const { spec } of specs) {
      const targets = [
        ...spec.fields.flatMap((field) => (field.ref && field.ref !== spec.table ? [field.ref] : [])),
        ...(spec.access.branchOwned ? ['branch' as const] : []),
      ];
      for (const target of targets) expect(order.indexOf(spec.table)).toBeLessThan(order.indexOf(target));
    }
  });
});

describe('access rules', () => {
  const editor = { role: 'editor', branchId: null } as const;
  const branchEditor = { role: 'branch_editor', branchId: 3 } as const;

  it('let editors edit every kind and item', () => {
    expect(siteWide.allows(editor)).toBe(true);
    expect(byBranch.allows(editor, { branch_id: 9 })).toBe(true);
  });

  it('keep a branch editor to their branch’s items of kinds owned by branches', () => {
    expect(siteWide.allows(branchEditor)).toBe(false);
    expect(byBranch.allows(branchEditor)).toBe(true);
    expect(byBranch.allows(branchEditor, { branch_id: 3 })).toBe(true);
    expect(byBranch.allows(branchEditor, { branch_id: 9 })).toBe(false);
    expect(byBranch.allows(branchEditor, { branch_id: null })).toBe(false);
  });

  it('leave a branch editor the kinds they edited before', () => {
    const theirs = specs.filter(({ spec }) => spec.access.allows(branchEditor)).map(({ kind }) => kind);
    expect(theirs).toEqual(['notices', 'articles', 'festivals', 'occasions', 'employees']);
  });
});
