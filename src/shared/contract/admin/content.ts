// Edited content (docs/decisions/022-publishing-and-revisions.md): publishing states, scheduling, the trash
// and revisions, the same for every kind of content (the kinds themselves: content-kinds.ts).
import { z } from 'zod';
import { idNumber, pagingQuery } from '../common.ts';

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

/** Publishing fields of every kind of content. */
export const publishingFields = {
  status: z.enum(publishStatuses, { error: 'validation.status_invalid' }),
  publish_at: isoInstant.default(null),
  unpublish_at: isoInstant.default(null),
};

/**
 * The languages an item lacks, from its bilingual texts (the title first): a language is missing when the
 * title is empty in it. With the title there, an optional text left empty in that language (a subtitle,
 * a location) is not a missing language: visitors see the item in their language (issue 25).
 */
export function missingLanguages(pairs: readonly { en: string; ne: string }[]): ('en' | 'ne')[] {
  const [title] = pairs;
  return (['en', 'ne'] as const).filter((language) => !title?.[language]);
}

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

const revisionSummary = z.object({
  number: z.number().int(),
  author: z.string().nullable(),
  created_at: z.string(),
});
export const revisionListResponse = z.object({ data: z.array(revisionSummary) });

/** One field that differs between two revisions. */
const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const revisionDiffResponse = z.object({
  data: z.object({ from: z.number().int(), to: z.number().int(), changes: z.array(fieldChange) }),
});
