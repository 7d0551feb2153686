// Vacancy notices, results and syllabus entries: one shape, three lists (/vacancy, /result, /syllabus).
import { z } from 'zod';
import { pagedResponse } from './common.ts';
import { itemResponse } from './items.ts';

export type VacancyKind = 'notice' | 'result' | 'syllabus';

const vacancyDocument = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string(),
  description_en: z.string(),
  description_ne: z.string(),
  file: z.string().nullable(),
  image: z.string().nullable(),
  /** External link; the syllabus table opens it, else the file. */
  link: z.string().nullable(),
  created_at: z.string(),
});

export const vacancyDocumentsResponse = pagedResponse(vacancyDocument);

export const vacancyItemResponse = itemResponse(vacancyDocument);
export type VacancyItemResponse = z.infer<typeof vacancyItemResponse>;
