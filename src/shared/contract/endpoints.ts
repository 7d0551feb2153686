// Every public GET endpoint the website reads, in one table: the path under /api built from typed
// parameters, and the schema of its answer. Loaders on the server and in the browser read through it
// (web/lib/api/api-reader.ts: the path is also the TanStack Query key), and the API tests build their
// paths and check answers with it, so a path or an answer type is written once.
import type { z } from 'zod';
import { articlesPagedResponse } from './articles.ts';
import {
  branchEmployeesResponse,
  branchListResponse,
  branchResponse,
  nestedBranchListResponse,
} from './branches.ts';
import { monthDetailsResponse } from './calendar.ts';
import { complaintCategoriesResponse } from './complaint.ts';
import { contactCategoriesResponse } from './contact.ts';
import {
  featuredFestivalResponse,
  festivalByIdResponse,
  festivalMenuResponse,
  festivalsListResponse,
  festivalsPagedResponse,
} from './festivals.ts';
import { galleryListResponse, galleryPagedResponse } from './gallery.ts';
import { heritageSitesResponse } from './heritage.ts';
import { lawCategoriesResponse, lawsResponse } from './laws.ts';
import { noticesListResponse, noticesPagedResponse } from './notices.ts';
import { departmentsResponse, employeesResponse, teamResponse } from './people.ts';
import {
  aboutContent,
  footerContact,
  homepageResponse,
  latestUpdatesResponse,
  servicesResponse,
  siteSettings,
} from './site.ts';
import { vacancyDocumentsResponse } from './vacancy.ts';

/** One read of the API: its path under /api (with the query) and the schema of the answer. */
export interface ApiQuery<Answer> {
  path: string;
  answer: z.ZodType<Answer>;
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
export function withQuery(path: string, values: QueryValues = {}): string {
  const query = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function read<Schema extends z.ZodType>(
  answer: Schema,
  path: string,
  values?: QueryValues,
): ApiQuery<z.output<Schema>> {
  return { path: withQuery(path, values), answer: answer as z.ZodType<z.output<Schema>> };
}

const paged = ({ page, pageSize }: Paging) => ({ page, pageSize });

export const endpoints = {
  // Site-wide content (module site)
  homepage: () => read(homepageResponse, '/base/get-homepage-contents'),
  latestUpdates: () => read(latestUpdatesResponse, '/base/get-latest-updates'),
  settings: () => read(siteSettings, '/base/settings'),
  footerContact: () => read(footerContact, '/base/footercontact'),
  services: () => read(servicesResponse, '/base/services'),
  about: () => read(aboutContent, '/base/about'),
  contactCategories: () => read(contactCategoriesResponse, '/base/contact-us-categories'),
  complaintCategories: () => read(complaintCategoriesResponse, '/base/complaint-categories'),
  // People
  employees: () => read(employeesResponse, '/base/employees'),
  departments: () => read(departmentsResponse, '/base/departments'),
  team: (departmentId: number, paging: Paging) =>
    read(teamResponse, `/base/departments/${departmentId}/team`, paged(paging)),
  // Gallery
  gallery: (paging: Paging) => read(galleryPagedResponse, '/base/gallery', paged(paging)),
  heritageStrip: () => read(galleryListResponse, '/base/gallery/heritage-strip'),
  // Branches
  branches: () => read(branchListResponse, '/branch/branches/list-branches'),
  nestedBranches: () => read(nestedBranchListResponse, '/branch/branches/nested-branch-list'),
  branch: (id: number) => read(branchResponse, `/branch/branches/${id}`),
  branchEmployees: (branchId: number, paging: Paging) =>
    read(
      branchEmployeesResponse,
      `/branch/branch-employees/list-employees-by-branch/${branchId}`,
      paged(paging),
    ),
  // Notices and articles
  notices: (paging: Paging) => read(noticesPagedResponse, '/notices', paged(paging)),
  urgentNotices: () => read(noticesListResponse, '/notices/urgent-notices'),
  popupNotices: () => read(noticesListResponse, '/notices/popup-notices'),
  branchNotices: (branchId: number, paging: Paging) =>
    read(noticesPagedResponse, `/notices/list-notices-by-branch/${branchId}`, paged(paging)),
  articles: (paging: Paging) => read(articlesPagedResponse, '/articles', paged(paging)),
  branchArticles: (branchId: number, paging: Paging) =>
    read(articlesPagedResponse, `/articles/list-articles-by-branch/${branchId}`, paged(paging)),
  // Festivals, heritage sites and the calendar
  festivals: (filter: { limit?: number; exclude?: number } = {}) =>
    read(festivalsListResponse, '/events/festivals', filter),
  latestFestivals: () => read(festivalsListResponse, '/events/festivals/latest'),
  festivalMenu: () => read(festivalMenuResponse, '/events/festivals/get-festivals-list'),
  festival: (id: number) => read(festivalByIdResponse, `/events/festivals/${id}`),
  featuredFestival: (id: number) => read(featuredFestivalResponse, `/events/festivals/${id}/upcoming`),
  branchFestivals: (branchId: number, paging: Paging) =>
    read(festivalsPagedResponse, `/events/festivals/list-festivals-by-branch/${branchId}`, paged(paging)),
  heritageSites: (paging: Paging) => read(heritageSitesResponse, '/events/temples', paged(paging)),
  monthDetails: (year: number, month: number) =>
    read(monthDetailsResponse, '/events/get-month-details', { month, year }),
  // Vacancies and laws
  vacancyNotices: (paging: Paging) => read(vacancyDocumentsResponse, '/vacancy/notices', paged(paging)),
  vacancyResults: (paging: Paging) => read(vacancyDocumentsResponse, '/vacancy/results', paged(paging)),
  syllabus: (paging: Paging) => read(vacancyDocumentsResponse, '/vacancy/syllabus', paged(paging)),
  lawCategories: () => read(lawCategoriesResponse, '/law-categories'),
  laws: (category: number, { page, pageSize }: Paging) =>
    read(lawsResponse, '/laws', { category, page, page_size: pageSize }),
} as const;

/** The TanStack Query key of a read: its path (query string included) is its identity. */
export const queryKeyOf = (query: ApiQuery<unknown>) => ['api', query.path] as const;
