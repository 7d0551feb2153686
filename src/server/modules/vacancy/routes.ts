import type { ApiInstance } from '../../plugins/zod.ts';
import { pagingQuery } from '../../../shared/contract/common.ts';
import { vacancyDocumentsResponse, type VacancyKind } from '../../../shared/contract/vacancy.ts';
import { pageVacancyDocuments } from './repo.ts';

const lists: { path: string; kind: VacancyKind; summary: string }[] = [
  { path: '/vacancy/notices', kind: 'notice', summary: 'Vacancy notices, newest first, paged' },
  { path: '/vacancy/results', kind: 'result', summary: 'Vacancy results, newest first, paged' },
  { path: '/vacancy/syllabus', kind: 'syllabus', summary: 'Syllabus entries, newest first, paged' },
];

/** GET /api/vacancy/{notices,results,syllabus}: one table, told apart by kind. */
export default async function vacancyRoutes(api: ApiInstance) {
  for (const { path, kind, summary } of lists) {
    api.get(
      path,
      {
        schema: {
          summary,
          tags: ['vacancy'],
          querystring: pagingQuery,
          response: { 200: vacancyDocumentsResponse },
        },
      },
      async (request) => pageVacancyDocuments(api.db, kind, request.query),
    );
  }
}
