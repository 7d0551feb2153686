import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { withFileSize } from '#server/files/public-file-size.ts';
import { errorResponse, idParams, pagingQuery } from '#shared/contract/common.ts';
import { vacancyDocumentsResponse, vacancyItemResponse, type VacancyKind } from '#shared/contract/vacancy.ts';
import { findVacancyDocument, pageVacancyDocuments, relatedVacancyDocuments } from './repo.ts';

const lists: { path: string; kind: VacancyKind; summary: string }[] = [
  { path: '/vacancy/notices', kind: 'notice', summary: 'Vacancy notices, newest first, paged' },
  { path: '/vacancy/results', kind: 'result', summary: 'Vacancy results, newest first, paged' },
  { path: '/vacancy/syllabus', kind: 'syllabus', summary: 'Syllabus entries, newest first, paged' },
];

/** GET /api/vacancy/{notices,results,syllabus} and one of each by id: one table, told apart by kind. */
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
    api.get(
      `${path}/:id`,
      {
        schema: {
          summary: `One of these for its own page, with its file's size and the newest others`,
          tags: ['vacancy'],
          params: idParams,
          response: { 200: vacancyItemResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const document = await findVacancyDocument(api.db, kind, request.params.id);
        if (!document) throw new HttpError(404, 'api.not_found');
        return {
          data: await withFileSize(api.config.UPLOAD_DIR, document),
          related: await relatedVacancyDocuments(api.db, kind, document.id),
        };
      },
    );
  }
}
