// Each entry of the endpoint table (endpoints.ts) with the schema of its answer, for the API tests
// that check every answer strictly. Kept apart from the table so the browser never loads the schemas.
import type { z } from 'zod';
import { articleItemResponse, articlesPagedResponse } from './articles.ts';
import {
  branchEmployeesResponse,
  branchListResponse,
  branchResponse,
  nestedBranchListResponse,
} from './branches.ts';
import { monthDetailsResponse } from './calendar.ts';
import { complaintCategoriesResponse } from './complaint.ts';
import { complaintRecordResponse } from './complaint-record.ts';
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
import { lawCategoriesResponse, lawItemResponse, lawsResponse } from './laws.ts';
import { noticeItemResponse, noticesListResponse, noticesPagedResponse } from './notices.ts';
import { departmentsResponse, employeesResponse, teamResponse } from './people.ts';
import {
  aboutContent,
  footerContact,
  homepageResponse,
  latestUpdatesResponse,
  servicesResponse,
  siteSettings,
} from './site.ts';
import { vacancyDocumentsResponse, vacancyItemResponse } from './vacancy.ts';
import { searchResponse } from './search.ts';
import { pushKeyAnswer } from './push-alerts.ts';
import type { AnswerOf, endpoints, KindEndpoint } from './endpoints.ts';

type Endpoints = Omit<typeof endpoints, KindEndpoint>;

/**
 * A schema per entry; its output must be the entry's answer type. The entries of any kind (`kindItems`,
 * `kindItem`) take theirs from the kind's description: kind-answers.ts `kindAnswers`.
 */
export const endpointAnswers: {
  [Name in keyof Endpoints]: z.ZodType<AnswerOf<ReturnType<Endpoints[Name]>>>;
} = {
  homepage: homepageResponse,
  latestUpdates: latestUpdatesResponse,
  settings: siteSettings,
  footerContact: footerContact,
  services: servicesResponse,
  about: aboutContent,
  contactCategories: contactCategoriesResponse,
  complaintCategories: complaintCategoriesResponse,
  complaintRecord: complaintRecordResponse,
  pushKey: pushKeyAnswer,
  employees: employeesResponse,
  departments: departmentsResponse,
  team: teamResponse,
  gallery: galleryPagedResponse,
  heritageStrip: galleryListResponse,
  branches: branchListResponse,
  nestedBranches: nestedBranchListResponse,
  branch: branchResponse,
  branchEmployees: branchEmployeesResponse,
  notices: noticesPagedResponse,
  notice: noticeItemResponse,
  urgentNotices: noticesListResponse,
  popupNotices: noticesListResponse,
  branchNotices: noticesPagedResponse,
  articles: articlesPagedResponse,
  article: articleItemResponse,
  branchArticles: articlesPagedResponse,
  festivals: festivalsListResponse,
  latestFestivals: festivalsListResponse,
  festivalMenu: festivalMenuResponse,
  festival: festivalByIdResponse,
  featuredFestival: featuredFestivalResponse,
  branchFestivals: festivalsPagedResponse,
  heritageSites: heritageSitesResponse,
  monthDetails: monthDetailsResponse,
  vacancyNotices: vacancyDocumentsResponse,
  vacancyResults: vacancyDocumentsResponse,
  syllabus: vacancyDocumentsResponse,
  lawCategories: lawCategoriesResponse,
  laws: lawsResponse,
  law: lawItemResponse,
  search: searchResponse,
  vacancyNotice: vacancyItemResponse,
  vacancyResult: vacancyItemResponse,
  syllabusItem: vacancyItemResponse,
};
