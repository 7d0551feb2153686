// Every kind of content, described once (ADR 028; Payload's collection config is the model): its table,
// who may edit it, its fields, how the staff area lists it, and its public face (its pages, how the site
// search, the sitemap and the feeds show it). The search sources and types, item paths, sitemap parts,
// feeds, staff menu groups, the seed's reset order and the tables with publishing times are all derived
// from these descriptions (kinds/derived.ts and their users), so a kind is added here, in its messages,
// its migration and its public screens. Plain data, no schema library: public pages import it too.
import type { MessageKey } from '../i18n/index.ts';
import { pages } from '../paths.ts';
import { byBranch, siteWide, type AccessRule } from './access.ts';
import {
  address,
  dates,
  flag,
  itemDay,
  line,
  longtext,
  name,
  phone,
  ref,
  richtext,
  sortOrder,
  title,
  type FieldSpec,
} from './fields.ts';

export type ContentTable =
  | 'notice'
  | 'article'
  | 'vacancy_document'
  | 'law'
  | 'law_category'
  | 'festival'
  | 'occasion'
  | 'heritage_site'
  | 'gallery_image'
  | 'slide'
  | 'service'
  | 'branch'
  | 'employee'
  | 'department'
  | 'contact_category'
  | 'complaint_category';

/** The staff area's groups of kinds (/admin/content), in order; labels `admin.content.group.<group>`. */
export const adminGroups = ['news', 'events', 'heritage', 'trust', 'forms'] as const;
export type AdminGroup = (typeof adminGroups)[number];

/** A page the sitemap lists for each public item; `dated` ones carry the item's date as `<lastmod>`. */
interface SitemapPage {
  readonly path: (id: number) => string;
  readonly dated?: boolean;
}

interface PublicFace {
  /** The item's own page. */
  readonly item?: (id: number) => string;
  /** The list that shows the items, where a search result leads when an item has no page of its own. */
  readonly list?: () => string;
  /** Found by the site search as `type`: its title field, its text and words found but not shown. */
  readonly search?: { readonly type: string; readonly text: string; readonly extra?: string };
  /**
   * Listed in the sitemap part `part` (`pages`: with the site's fixed pages, else paged by id with the
   * other kinds of the same part, which share a table) at each of `pages` (default: its item page, dated).
   */
  readonly sitemap?: { readonly part: string; readonly pages?: readonly SitemapPage[] };
  /**
   * Has RSS and Atom feeds at /feeds/<lang>/<kind>.<rss|atom>, titled as its list (its search text as the
   * summary, its list as the feed's link).
   */
  readonly feed?: { readonly title: MessageKey };
  /**
   * Read through the public API at `/api<api>` (a page of its items, in its order) and `/api<api>/<id>`
   * (one item, its file's size and the newest others), both registered from here (modules/kind-api) and
   * read by its pages through `endpoints.kindItems` and `endpoints.kindItem`. The kinds older than these
   * descriptions keep the modules and addresses of product.md section 7.
   */
  readonly api?: `/${string}`;
  /**
   * Its list and item pages are `web/routes/kinds/<kind>/list.tsx` and `item.tsx`, routed at its `list`
   * and `item` paths from here (web/routes.ts).
   */
  readonly screens?: true;
}

export interface KindSpec {
  readonly table: ContentTable;
  readonly fields: readonly FieldSpec[];
  /** Who may edit the kind's items. */
  readonly access: AccessRule;
  /** Where the staff menu lists it, and the bilingual field shown as an item's title. */
  readonly admin: { readonly group: AdminGroup; readonly title: string };
  /** Column values that tell kinds sharing a table apart. */
  readonly fixed?: Readonly<Record<string, string>>;
  /** The table has `created_at`, set when an item is created unless a field is the item's day. */
  readonly createdAt: boolean;
  /** How lists are ordered. */
  readonly order: 'newest' | 'sort_order' | 'start_date';
  readonly public?: PublicFace;
}

const vacancyDocument = <
  const K extends 'notice' | 'result' | 'syllabus',
  const T extends string,
  const F extends { title: MessageKey } | undefined,
>(
  kind: K,
  face: { type: T; item: (id: number) => string; list: () => string; feed: F },
) =>
  ({
    table: 'vacancy_document',
    fixed: { kind },
    access: siteWide,
    admin: { group: 'news', title: 'title' },
    createdAt: true,
    order: 'newest',
    fields: [title, longtext('description'), itemDay, address('file'), address('image'), address('link')],
    public: {
      item: face.item,
      list: face.list,
      search: { type: face.type, text: 'description' },
      sitemap: { part: 'vacancy' },
      feed: face.feed,
    },
  }) as const;

const category = <T extends 'contact_category' | 'complaint_category'>(table: T) =>
  ({
    table,
    access: siteWide,
    admin: { group: 'forms', title: 'name' },
    createdAt: false,
    order: 'sort_order',
    fields: [name, sortOrder],
  }) as const;

/** The kinds, by their path under /api/admin and /admin, in the staff menu's order. */
export const kindSpecs = {
  notices: {
    table: 'notice',
    access: byBranch,
    admin: { group: 'news', title: 'title' },
    createdAt: true,
    order: 'newest',
    fields: [
      title,
      richtext('text'),
      itemDay,
      flag('is_urgent'),
      flag('is_popup'),
      address('file'),
      address('image'),
    ],
    public: {
      item: pages.noticeItem,
      list: pages.notices,
      search: { type: 'notice', text: 'text' },
      sitemap: { part: 'notices' },
      feed: { title: 'lists.notices.title' },
    },
  },
  articles: {
    table: 'article',
    access: byBranch,
    admin: { group: 'news', title: 'title' },
    createdAt: true,
    order: 'newest',
    fields: [title, richtext('text'), itemDay, address('image'), address('file')],
    public: {
      item: pages.articleItem,
      list: pages.articles,
      search: { type: 'article', text: 'text' },
      sitemap: { part: 'articles' },
      feed: { title: 'lists.articles.title' },
    },
  },
  vacancies: vacancyDocument('notice', {
    type: 'vacancy',
    item: pages.vacancyItem,
    list: pages.vacancy,
    feed: { title: 'lists.vacancy.title' },
  }),
  results: vacancyDocument('result', {
    type: 'result',
    item: pages.resultItem,
    list: pages.result,
    feed: { title: 'lists.result.title' },
  }),
  syllabuses: vacancyDocument('syllabus', {
    type: 'syllabus',
    item: pages.syllabusItem,
    list: pages.syllabus,
    feed: undefined,
  }),
  laws: {
    table: 'law',
    access: siteWide,
    admin: { group: 'news', title: 'title' },
    createdAt: true,
    order: 'newest',
    fields: [
      title,
      longtext('description'),
      ref('category_id', 'law_category', true),
      itemDay,
      address('file'),
    ],
    public: {
      item: pages.lawItem,
      search: { type: 'law', text: 'description' },
      sitemap: { part: 'laws' },
    },
  },
  'law-categories': {
    table: 'law_category',
    access: siteWide,
    admin: { group: 'news', title: 'name' },
    createdAt: false,
    order: 'sort_order',
    fields: [name, sortOrder],
    public: { sitemap: { part: 'pages', pages: [{ path: pages.laws }] } },
  },
  festivals: {
    table: 'festival',
    access: byBranch,
    admin: { group: 'events', title: 'title' },
    createdAt: true,
    order: 'start_date',
    fields: [
      title,
      line('subtitle'),
      line('location'),
      richtext('description'),
      ...dates,
      // On the calendar itself, on its dates (ADR 033): no second "occasion" item needed.
      flag('on_calendar'),
      flag('repeats_yearly'),
      flag('is_holiday'),
      flag('is_jatra'),
      flag('in_menu'),
      address('image'),
    ],
    public: {
      item: pages.festivalDetail,
      search: { type: 'festival', text: 'description', extra: 'location' },
      sitemap: {
        part: 'pages',
        pages: [{ path: pages.festivals }, { path: pages.festivalDetail, dated: true }],
      },
    },
  },
  occasions: {
    table: 'occasion',
    access: byBranch,
    admin: { group: 'events', title: 'title' },
    createdAt: false,
    order: 'start_date',
    fields: [
      title,
      longtext('description'),
      ...dates,
      ref('festival_id', 'festival'),
      flag('is_holiday'),
      flag('is_jatra'),
      address('image'),
    ],
  },
  'heritage-sites': {
    table: 'heritage_site',
    access: siteWide,
    admin: { group: 'heritage', title: 'name' },
    createdAt: false,
    order: 'sort_order',
    fields: [name, line('subtitle'), longtext('description'), address('image'), sortOrder],
    // No page of its own: a search result leads to the list.
    public: {
      list: pages.culturalHeritage,
      search: { type: 'heritage', text: 'description', extra: 'subtitle' },
    },
  },
  gallery: {
    table: 'gallery_image',
    access: siteWide,
    admin: { group: 'heritage', title: 'caption' },
    createdAt: true,
    order: 'newest',
    fields: [
      { name: 'caption', type: 'text', bilingual: true, required: true, max: 300 },
      address('image', true),
      { name: 'width', type: 'number', required: true },
      { name: 'height', type: 'number', required: true },
      flag('in_heritage_strip'),
      itemDay,
    ],
  },
  slides: {
    table: 'slide',
    access: siteWide,
    admin: { group: 'heritage', title: 'title' },
    createdAt: false,
    order: 'sort_order',
    fields: [title, longtext('description'), address('image', true), sortOrder],
  },
  services: {
    table: 'service',
    access: siteWide,
    admin: { group: 'heritage', title: 'name' },
    createdAt: false,
    order: 'sort_order',
    fields: [name, longtext('description'), address('url', true), address('image'), sortOrder],
  },
  branches: {
    table: 'branch',
    access: siteWide,
    admin: { group: 'trust', title: 'name' },
    createdAt: true,
    order: 'sort_order',
    fields: [
      name,
      ref('parent_id', 'branch'),
      line('location'),
      phone('phone_number'),
      line('hours', 200),
      address('location_url'),
      address('image'),
      sortOrder,
    ],
    public: {
      item: pages.branch,
      search: { type: 'branch', text: 'location' },
      sitemap: { part: 'pages', pages: [{ path: pages.branch }] },
    },
  },
  employees: {
    table: 'employee',
    access: byBranch,
    admin: { group: 'trust', title: 'full_name' },
    createdAt: false,
    order: 'sort_order',
    fields: [
      { name: 'full_name', type: 'text', bilingual: true, required: true, max: 200 },
      line('position', 200),
      ref('department_id', 'department'),
      flag('in_org_chart'),
      address('image'),
      sortOrder,
    ],
  },
  departments: {
    table: 'department',
    access: siteWide,
    admin: { group: 'trust', title: 'name' },
    createdAt: false,
    order: 'sort_order',
    fields: [name, sortOrder],
  },
  'contact-categories': category('contact_category'),
  'complaint-categories': category('complaint_category'),
} as const satisfies Record<string, KindSpec>;

export type KindSpecs = typeof kindSpecs;
export type ContentKind = keyof KindSpecs;
export const contentKinds = Object.keys(kindSpecs) as ContentKind[];
export const specOf = (kind: ContentKind): KindSpec => kindSpecs[kind];
