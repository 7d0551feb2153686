// A pasted address of an uploaded file must name one: a cut-off `/uploads/media/…` address would give
// visitors a broken link. An address on this site under /uploads/ is accepted when the media library has
// a file there or the file exists in the public upload folder (the demo data's files); other addresses
// (pages, other sites) are not checked. An address left as it was saved is not checked again.
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { KindDefinition } from './kinds.ts';
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

async function isStoredFile(api: ApiInstance, path: string): Promise<boolean> {
  const media = await api.db.selectFrom('media').select('id').where('url', '=', path).executeTakeFirst();
  if (media) return true;
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

/** Refuses (400, per field) a changed /uploads/ address that names no stored file. */
export async function checkFileAddresses(
  api: ApiInstance,
  kind: KindDefinition,
  edit: Record<string, unknown>,
  saved: Record<string, unknown> | null,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const field of kind.spec.fields.filter((field) => field.type === 'address')) {
    const address = edit[field.name];
    if (typeof address !== 'string' || address === saved?.[field.name]) continue;
    const path = uploadPathOf(address, api.config.PUBLIC_URL);
    if (path !== null && !(await isStoredFile(api, path))) errors[field.name] = 'validation.file_unknown';
  }
  if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
}
