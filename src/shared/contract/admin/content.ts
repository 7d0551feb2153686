// Edited content (docs/decisions/022-publishing-and-revisions.md): publishing states, scheduling, the trash
// and revisions, the same for every kind of content; notices and articles so far.
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

/** The kinds of content edited so far, by their path under /api/admin and /admin. */
export const contentKinds = ['notices', 'articles'] as const;
export type ContentKind = (typeof contentKinds)[number];
export const contentKind = z.enum(contentKinds, { error: 'validation.invalid' });

const optionalUrl = z.preprocess(emptyToNull, z.string().max(500).nullable()).default(null);

/** Every kind: both languages (one may be missing: flagged, still publishable, not both), a branch, a day. */
const bilingualFields = {
  title_en: text(300),
  title_ne: text(300),
  text_en: text(20_000),
  text_ne: text(20_000),
  branch_id: z.preprocess(emptyToNull, z.coerce.number().int().positive().nullable()).default(null),
  /** The item's date (AD), shown in BS on the site. */
  date: isoDay,
  ...publishingFields,
};

function withRules<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object(shape)
    .refine((item) => (item as { title_en?: string }).title_en || (item as { title_ne?: string }).title_ne, {
      error: 'validation.title_one_language',
      path: ['title_en'],
    })
    .refine(
      (item) => {
        const { publish_at, unpublish_at } = item as {
          publish_at?: string | null;
          unpublish_at?: string | null;
        };
        return !publish_at || !unpublish_at || publish_at < unpublish_at;
      },
      { error: 'validation.unpublish_before_publish', path: ['unpublish_at'] },
    );
}

/** A notice as an editor saves it. */
export const noticeEdit = withRules({
  ...bilingualFields,
  is_urgent: z.boolean().default(false),
  is_popup: z.boolean().default(false),
  file: optionalUrl,
});
export type NoticeEdit = z.output<typeof noticeEdit>;

/** An article as an editor saves it. */
export const articleEdit = withRules({ ...bilingualFields, image: optionalUrl, file: optionalUrl });
export type ArticleEdit = z.output<typeof articleEdit>;

export const contentEdits = { notices: noticeEdit, articles: articleEdit } as const;

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

const editedFields = {
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string(),
  text_en: z.string(),
  text_ne: z.string(),
  branch_id: z.number().int().nullable(),
  date: z.string(),
  status: z.enum(publishStatuses),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  visibility: z.enum(visibilities),
  missing_languages: z.array(z.enum(['en', 'ne'])),
};

export const editedNotice = z.object({
  ...editedFields,
  is_urgent: z.boolean(),
  is_popup: z.boolean(),
  file: z.string().nullable(),
});
export type EditedNotice = z.infer<typeof editedNotice>;
export const editedArticle = z.object({
  ...editedFields,
  image: z.string().nullable(),
  file: z.string().nullable(),
});
export type EditedArticle = z.infer<typeof editedArticle>;
/** Any edited item, as the generic screens read it. */
export type EditedItem = EditedNotice | EditedArticle;

export const editedItems = { notices: editedNotice, articles: editedArticle } as const;
export const editedItemResponses = {
  notices: z.object({ data: editedNotice }),
  articles: z.object({ data: editedArticle }),
} as const;
export const editedListResponses = {
  notices: pagedResponse(editedNotice),
  articles: pagedResponse(editedArticle),
} as const;
export const editedNoticeResponse = editedItemResponses.notices;

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
