// Every public GET endpoint the website reads, in one table: the path under /api built from typed
// parameters, typed by the schema of its answer. Loaders on the server and in the browser read through
// it (web/lib/api/api-reader.ts: the path is also the TanStack Query key). Only the schemas' types are
// imported: the browser never parses an answer, so zod and the schemas stay out of its first load
// (endpoint-answers.ts pairs each entry with its schema for the API tests).
import type { z } from 'zod';
import type { articleItemResponse, articlesPagedResponse } from './articles.ts';
import type {
  branchEmployeesResponse,
  branchListResponse,
  branchResponse,
  nestedBranchListResponse,
} from './branches.ts';
import type { monthDetailsResponse } from './calendar.ts';
import type { complaintCategoriesResponse } from './complaint.ts';
import type { complaintRecordResponse, ReportCalendar } from './complaint-record.ts';
import type { contactCategoriesResponse } from './contact.ts';
import type {
  featuredFestivalResponse,
  festivalByIdResponse,
  festivalMenuResponse,
  festivalsListResponse,
  festivalsPagedResponse,
} from './festivals.ts';
import type { galleryListResponse, galleryPagedResponse } from './gallery.ts';
import type { heritageSitesResponse } from './heritage.ts';
import type { lawCategoriesResponse, lawItemResponse, lawsResponse } from './laws.ts';
import type { noticeItemResponse, noticesListResponse, noticesPagedResponse } from './notices.ts';
import type { departmentsResponse, employeesResponse, teamResponse } from './people.ts';
import type {
  aboutContent,
  footerContact,
  homepageResponse,
  latestUpdatesResponse,
  servicesResponse,
  siteSettings,
} from './site.ts';
import type { vacancyDocumentsResponse, vacancyItemResponse } from './vacancy.ts';
import type { searchResponse } from './search.ts';
import type { SearchType } from '../search.ts';
import { kindSpecs, type KindSpec } from '../kinds/descriptions.ts';
import type { ApiKind } from '../kinds/derived.ts';
import type { KindItemAnswer, KindItemsAnswer } from './kind-answers.ts';
import type { pushKeyAnswer } from './push-alerts.ts';

/** One read of the API: its path under /api (with the query), typed by its answer. */
export interface ApiQuery<Answer> {
  path: string;
  /** Never set: carries the answer's type. */
  readonly answerType?: Answer;
}

/** The answer type of an endpoint's query. */
export type AnswerOf<Query> = Query extends ApiQuery<infer Answer> ? Answer : never;

type QueryValues = Record<string, string | number | null | undefined>;

/** A page of a paged list. Most lists name the size `pageSize`; the laws list `page_size`. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** `path?a=1&b=2`, leaving out absent values; keys in the order given. */
function withQuery(path: string, values: QueryValues = {}): string {
  const query = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function read<Schema extends z.ZodType>(path: string, values?: QueryValues): ApiQuery<z.output<Schema>> {
  return { path: withQuery(path, values) };
}

const paged = ({ page, pageSize }: Paging) => ({ page, pageSize });

/** A kind's API path, from its description (`public.api`). */
const apiPathOf = (kind: ApiKind) => (kindSpecs[kind] as KindSpec).public!.api!;

/** The entries whose answer depends on the kind asked for (kind-answers.ts has their schemas). */
export type KindEndpoint = 'kindItems' | 'kindItem';

export const endpoints = {
  // Site-wide content (module site)
  homepage: () => read<typeof homepageResponse>('/base/get-homepage-contents'),
  latestUpdates: () => read<typeof latestUpdatesResponse>('/base/get-latest-updates'),
  settings: () => read<typeof siteSettings>('/base/settings'),
  footerContact: () => read<typeof footerContact>('/base/footercontact'),
  services: () => read<typeof servicesResponse>('/base/services'),
  about: () => read<typeof aboutContent>('/base/about'),
  contactCategories: () => read<typeof contactCategoriesResponse>('/base/contact-us-categories'),
  complaintCategories: () => read<typeof complaintCategoriesResponse>('/base/complaint-categories'),
  complaintRecord: (calendar: ReportCalendar) =>
    read<typeof complaintRecordResponse>('/base/complaint-record', { calendar }),
  /** Web Push's VAPID public key (ADR 048); 404 when Web Push is off. */
  pushKey: () => read<typeof pushKeyAnswer>('/base/alerts/push-key'),
  // People
  employees: () => read<typeof employeesResponse>('/base/employees'),
  departments: () => read<typeof departmentsResponse>('/base/departments'),
  team: (departmentId: number, paging: Paging) =>
    read<typeof teamResponse>(`/base/departments/${departmentId}/team`, paged(paging)),
  // Gallery
  gallery: (paging: Paging) => read<typeof galleryPagedResponse>('/base/gallery', paged(paging)),
  heritageStrip: () => read<typeof galleryListResponse>('/base/gallery/heritage-strip'),
  // Branches
  branches: () => read<typeof branchListResponse>('/branch/branches/list-branches'),
  nestedBranches: () => read<typeof nestedBranchListResponse>('/branch/branches/nested-branch-list'),
  branch: (id: number) => read<typeof branchResponse>(`/branch/branches/${id}`),
  branchEmployees: (branchId: number, paging: Paging) =>
    read<typeof branchEmployeesResponse>(
      `/branch/branch-employees/list-employees-by-branch/${branchId}`,
      paged(paging),
    ),
  // Notices and articles
  notices: (paging: Paging) => read<typeof noticesPagedResponse>('/notices', paged(paging)),
  notice: (id: number) => read<typeof noticeItemResponse>(`/notices/${id}`),
  urgentNotices: () => read<typeof noticesListResponse>('/notices/urgent-notices'),
  popupNotices: () => read<typeof noticesListResponse>('/notices/popup-notices'),
  branchNotices: (branchId: number, paging: Paging) =>
    read<typeof noticesPagedResponse>(`/notices/list-notices-by-branch/${branchId}`, paged(paging)),
  articles: (paging: Paging) => read<typeof articlesPagedResponse>('/articles', paged(paging)),
  article: (id: number) => read<typeof articleItemResponse>(`/articles/${id}`),
  branchArticles: (branchId: number, paging: Paging) =>
    read<typeof articlesPagedResponse>(`/articles/list-articles-by-branch/${branchId}`, paged(paging)),
  // Festivals, heritage sites and the calendar
  festivals: (filter: { limit?: number; exclude?: number } = {}) =>
    read<typeof festivalsListResponse>('/events/festivals', filter),
  latestFestivals: () => read<typeof festivalsListResponse>('/events/festivals/latest'),
  festivalMenu: () => read<typeof festivalMenuResponse>('/events/festivals/get-festivals-list'),
  festival: (id: number) => read<typeof festivalByIdResponse>(`/events/festivals/${id}`),
  featuredFestival: (id: number) => read<typeof featuredFestivalResponse>(`/events/festivals/${id}/upcoming`),
  branchFestivals: (branchId: number, paging: Paging) =>
    read<typeof festivalsPagedResponse>(
      `/events/festivals/list-festivals-by-branch/${branchId}`,
      paged(paging),
    ),
  heritageSites: (paging: Paging) => read<typeof heritageSitesResponse>('/events/temples', paged(paging)),
  monthDetails: (year: number, month: number) =>
    read<typeof monthDetailsResponse>('/events/get-month-details', { month, year }),
  // Vacancies and laws
  vacancyNotices: (paging: Paging) =>
    read<typeof vacancyDocumentsResponse>('/vacancy/notices', paged(paging)),
  vacancyResults: (paging: Paging) =>
    read<typeof vacancyDocumentsResponse>('/vacancy/results', paged(paging)),
  syllabus: (paging: Paging) => read<typeof vacancyDocumentsResponse>('/vacancy/syllabus', paged(paging)),
  vacancyNotice: (id: number) => read<typeof vacancyItemResponse>(`/vacancy/notices/${id}`),
  vacancyResult: (id: number) => read<typeof vacancyItemResponse>(`/vacancy/results/${id}`),
  syllabusItem: (id: number) => read<typeof vacancyItemResponse>(`/vacancy/syllabus/${id}`),
  lawCategories: () => read<typeof lawCategoriesResponse>('/law-categories'),
  laws: (category: number, { page, pageSize }: Paging) =>
    read<typeof lawsResponse>('/laws', { category, page, page_size: pageSize }),
  law: (id: number) => read<typeof lawItemResponse>(`/laws/${id}`),
  // Any kind read through its description's API path (modules/kind-api)
  kindItems: <K extends ApiKind>(kind: K, paging: Paging): ApiQuery<KindItemsAnswer<K>> => ({
    path: withQuery(apiPathOf(kind), paged(paging)),
  }),
  kindItem: <K extends ApiKind>(kind: K, id: number): ApiQuery<KindItemAnswer<K>> => ({
    path: `${apiPathOf(kind)}/${id}`,
  }),
  // The site search
  search: (q: string, type: SearchType | undefined, paging: Paging) =>
    read<typeof searchResponse>('/search', { q, type, ...paged(paging) }),
} as const;

/** The TanStack Query key of a read: its path (query string included) is its identity. */
export const queryKeyOf = (query: ApiQuery<unknown>) => ['api', query.path] as const;
