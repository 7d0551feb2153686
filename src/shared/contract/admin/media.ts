// The media library (issue 11): images and PDFs editors upload once and use in any item by address.
// Files are checked by content; images are stored with resized WebP copies the public pages can pick
// from (srcset). Every file's name carries its content hash, so an address never gets other bytes:
// replacing a picture is uploading a new one, and a cached page keeps working with the old address.
import { z } from 'zod';
import { idNumber, pagedResponse, pagingQuery } from '../common.ts';

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
