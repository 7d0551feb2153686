// Edited content (docs/decisions/022-publishing-and-revisions.md): publishing states, scheduling, the trash
// and revisions, the same for every kind of content; notices first.
import { z } from 'zod';
import { idNumber, pagedResponse, pagingQuery } from '../common.ts';

export const publishStatuses = ['draft', 'published', 'archived'] as const;
export type PublishStatus = (typeof publishStatuses)[number];

/** What an editor sees in lists: the status with the clock and the trash applied. */
export const visibilities = ['draft', 'scheduled', 'published', 'expired', 'archived', 'trashed'] as const;
export type Visibility = (typeof visibilities)[number];

export function visibilityOf(
  item: { status: string; publish_at: string | null; unpublish_at: string | null; deleted_at: string | null },
  now = new Date().toISOString(),
): Visibility {
  if (item.deleted_at) return 'trashed';
  if (item.status === 'draft') return 'draft';
  if (item.status === 'archived') return 'archived';
  if (item.publish_at && item.publish_at > now) return 'scheduled';
  if (item.unpublish_at && item.unpublish_at <= now) return 'expired';
  return 'published';
}

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const isoInstant = z.preprocess(
  emptyToNull,
  z.iso.datetime({ offset: true, error: 'validation.date_invalid' }).nullable(),
);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date_invalid' });
const text = (max: number) => z.string().trim().max(max, { error: 'validation.too_long' }).default('');

/** Publishing fields of every kind of content. */
export const publishingFields = {
  status: z.enum(publishStatuses, { error: 'validation.status_invalid' }),
  publish_at: isoInstant.default(null),
  unpublish_at: isoInstant.default(null),
};

/** A notice as an editor saves it. One language may be missing (flagged, still publishable), not both. */
export const noticeEdit = z
  .object({
    title_en: text(300),
    title_ne: text(300),
    text_en: text(20_000),
    text_ne: text(20_000),
    branch_id: z.preprocess(emptyToNull, z.coerce.number().int().positive().nullable()).default(null),
    is_urgent: z.boolean().default(false),
    is_popup: z.boolean().default(false),
    /** The notice's date (AD), shown in BS on the site. */
    date: isoDay,
    file: z.preprocess(emptyToNull, z.string().max(500).nullable()).default(null),
    ...publishingFields,
  })
  .refine((notice) => notice.title_en || notice.title_ne, {
    error: 'validation.title_one_language',
    path: ['title_en'],
  })
  .refine((notice) => !notice.publish_at || !notice.unpublish_at || notice.publish_at < notice.unpublish_at, {
    error: 'validation.unpublish_before_publish',
    path: ['unpublish_at'],
  });
export type NoticeEdit = z.output<typeof noticeEdit>;

/** The languages an item lacks a title or text in. */
export function missingLanguages(item: {
  title_en: string;
  title_ne: string;
  text_en?: string;
  text_ne?: string;
}): ('en' | 'ne')[] {
  const missing: ('en' | 'ne')[] = [];
  if (!item.title_en || item.text_en === '') missing.push('en');
  if (!item.title_ne || item.text_ne === '') missing.push('ne');
  return missing;
}

export const editedNotice = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string(),
  text_en: z.string(),
  text_ne: z.string(),
  branch_id: z.number().int().nullable(),
  is_urgent: z.boolean(),
  is_popup: z.boolean(),
  date: z.string(),
  file: z.string().nullable(),
  status: z.enum(publishStatuses),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  visibility: z.enum(visibilities),
  missing_languages: z.array(z.enum(['en', 'ne'])),
});
export type EditedNotice = z.infer<typeof editedNotice>;
export const editedNoticeResponse = z.object({ data: editedNotice });
export const editedNoticeListResponse = pagedResponse(editedNotice);

export const contentListQuery = z
  .object({
    q: z.preprocess(emptyToNull, z.string().trim().max(200).nullable()).default(null),
    visibility: z
      .preprocess(emptyToNull, z.enum(visibilities, { error: 'validation.status_invalid' }).nullable())
      .default(null),
    branch: z.preprocess(emptyToNull, idNumber('validation.branch_unknown').nullable()).default(null),
  })
  .and(pagingQuery);
export type ContentListQuery = z.output<typeof contentListQuery>;

export const contentParams = z.object({ id: idNumber('validation.id_invalid') });
export const revisionParams = z.object({
  id: idNumber('validation.id_invalid'),
  number: idNumber('validation.id_invalid'),
});

export const revisionSummary = z.object({
  number: z.number().int(),
  author: z.string().nullable(),
  created_at: z.string(),
});
export const revisionListResponse = z.object({ data: z.array(revisionSummary) });

/** One field that differs between two revisions. */
export const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const revisionDiffResponse = z.object({
  data: z.object({ from: z.number().int(), to: z.number().int(), changes: z.array(fieldChange) }),
});
