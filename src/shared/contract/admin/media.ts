// The media library (issue 11): images and PDFs editors upload once and use in any item by address.
// Files are checked by content; images are stored with resized WebP copies the public pages can pick
// from (srcset). Every file's name carries its content hash, so an address never gets other bytes:
// replacing a picture is uploading a new one, and a cached page keeps working with the old address.
import { z } from 'zod';
import { idNumber, pagedResponse, pagingQuery } from '../common.ts';
import { settingGroupName } from '../settings.ts';
import { contentKind } from './content-kinds.ts';

/** Staff uploads up to 20 MB. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** Images over this many pixels are refused before they are decoded (an image bomb). */
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_FILE_FIELD = 'file';
export { MEDIA_THUMBNAIL_SUFFIX, MEDIA_THUMBNAIL_WIDTH, MEDIA_WIDTHS } from '../values.ts';

export const mediaKinds = ['image', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

const alt = z.string().trim().max(300, { error: 'validation.too_long' }).default('');

/** What an editor sends with a file, and later edits: the text that stands for an image. */
export const mediaText = z.object({ alt_ne: alt, alt_en: alt });
export type MediaText = z.output<typeof mediaText>;

/** A percentage across or down an image (0 left/top, 100 right/bottom). */
const percent = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(100, { error: 'validation.invalid' });
/**
 * What an editor changes of a stored file: its texts, and an image's focal point, the spot that stays in
 * view when a slide or a card crops it (`object-position`); absent: the centre.
 */
export const mediaEdit = mediaText.extend({ focal_x: percent.optional(), focal_y: percent.optional() });
export type MediaEdit = z.output<typeof mediaEdit>;

/** An item whose media field holds the file (ADR 034). */
const contentUse = z.object({
  kind: contentKind,
  id: z.number().int(),
  title_ne: z.string(),
  title_en: z.string(),
  /** The item is in the content trash: it does not keep the file out of the media trash. */
  trashed: z.boolean(),
});
/** A settings group whose picture is the file (settingImageKeys), named "Site settings: …". */
const settingUse = z.object({
  kind: z.literal('setting'),
  group: settingGroupName,
  title_ne: z.string(),
  title_en: z.string(),
  trashed: z.literal(false),
});
const mediaUse = z.discriminatedUnion('kind', [contentUse, settingUse]);
export type MediaUse = z.infer<typeof mediaUse>;
/**
 * An upload as the OpenAPI document describes it: the file beside its texts. The server reads the form
 * itself (plugins/multipart.ts readForm); this schema documents it and checks nothing.
 */
export const mediaUploadForm = mediaText.extend({
  [MEDIA_FILE_FIELD]: z
    .custom<Blob>(() => true)
    .meta({ type: 'string', format: 'binary', description: 'The image or PDF (multipart file part)' }),
});

const mediaVariant = z.object({ width: z.number().int(), url: z.string() });
const mediaItem = z.object({
  id: z.number().int(),
  kind: z.enum(mediaKinds),
  /** The file as uploaded. */
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  name: z.string(),
  alt_ne: z.string(),
  alt_en: z.string(),
  /** WebP copies, narrowest first; a PDF's first page. */
  variants: z.array(mediaVariant),
  /** An image's focal point in percent; 50/50 (the centre) until an editor sets it. */
  focal_x: z.number().int(),
  focal_y: z.number().int(),
  /** The items that use the file. */
  used_by: z.array(mediaUse),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type MediaItem = z.infer<typeof mediaItem>;
export const mediaItemResponse = z.object({ data: mediaItem });
export const mediaListResponse = pagedResponse(mediaItem);

export const mediaListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    kind: z.enum(mediaKinds, { error: 'validation.invalid' }).optional(),
    trashed: z.enum(['1']).optional(),
  })
  .and(pagingQuery);
export type MediaListQuery = z.output<typeof mediaListQuery>;
export const mediaParams = z.object({ id: idNumber('validation.id_invalid') });
