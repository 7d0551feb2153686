// Whether a stored reference to an uploaded file may be saved (ADR 034): the one check behind the content
// kinds' address fields (admin-content/editing.ts) and the site settings' pictures
// (site/admin-settings.ts). A cut-off `/uploads/media/…` address would give visitors a broken link, so an
// address on this site under /uploads/ is accepted when the media library has a file there or the file
// exists in the public upload folder (the demo data's files); other addresses (pages, other sites) are not
// checked. A media field (an image or a document) must also hold a file of its kind that is not in the
// media library's trash: a PDF in a slide's picture gives visitors a broken image.
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { MediaFieldKind } from '#shared/kinds/fields.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { publicUploadDir } from '#server/plugins/uploads.ts';

const UPLOADS = '/uploads/';

/** The path under /uploads/ an address names, or null for an address elsewhere. */
function uploadPathOf(address: string, publicUrl: string): string | null {
  const site = publicUrl.replace(/\/+$/, '');
  const local = address.startsWith(site + UPLOADS) ? address.slice(site.length) : address;
  if (!local.startsWith(UPLOADS)) return null;
  return local.split(/[?#]/)[0]!;
}

/** Why a stored file cannot be used in a field, or null when it can (or is no file of the library's). */
type FileRefusal = 'validation.file_unknown' | 'validation.file_not_image' | 'validation.file_trashed';

const IMAGE_FILE = /\.(?:jpe?g|png|webp)$/i;

async function isPublicFile(api: ApiInstance, path: string): Promise<boolean> {
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice(UPLOADS.length));
  } catch {
    return false;
  }
  const root = publicUploadDir(api.config.UPLOAD_DIR);
  const file = resolve(root, relative);
  if (relative.includes('\0') || !file.startsWith(root + sep)) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Why `address` cannot be saved in a field holding files of `media` (undefined: any file, e.g. a link
 * field), or null when it can.
 */
async function fileRefusal(
  api: ApiInstance,
  address: string,
  media: MediaFieldKind | undefined,
): Promise<FileRefusal | null> {
  const path = uploadPathOf(address, api.config.PUBLIC_URL);
  if (path === null) return null;
  // A file uploaded twice has several rows: a usable one is enough.
  const rows = await api.db
    .selectFrom('media')
    .select(['kind', 'deleted_at'])
    .where('url', '=', path)
    .execute();
  if (rows.length) {
    if (media === 'image' && !rows.some((row) => row.kind === 'image')) return 'validation.file_not_image';
    return rows.some((row) => row.deleted_at === null) ? null : 'validation.file_trashed';
  }
  if (!(await isPublicFile(api, path))) return 'validation.file_unknown';
  return media === 'image' && !IMAGE_FILE.test(path) ? 'validation.file_not_image' : null;
}

/** A form field that may hold an uploaded file's address, and the files it takes (undefined: any). */
export interface FileField {
  readonly name: string;
  readonly media?: MediaFieldKind;
}

/**
 * Refuses (400, per field) a changed address that names no usable file: a content item's address fields,
 * a settings group's pictures. An address left as it was saved is not checked again, so a form saved
 * before its file went to the trash can still be edited.
 */
export async function refuseUnusableFiles(
  api: ApiInstance,
  fields: readonly FileField[],
  edit: Record<string, unknown>,
  saved: Record<string, unknown> | null,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const address = edit[field.name];
    if (typeof address !== 'string' || address === saved?.[field.name]) continue;
    const refusal = await fileRefusal(api, address, field.media);
    if (refusal) errors[field.name] = refusal;
  }
  if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
}
