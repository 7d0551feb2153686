// The media library's rules and transactions: an upload checked and stored (its files first, then its
// row), a file's texts, the trash; each change with its audit entry. The routes (routes.ts) read the
// request and answer; the queries are in repo.ts, the files in store.ts.
import type { FastifyRequest } from 'fastify';
import { record } from '#server/audit/record.ts';
import { staffOf } from '#server/auth/staff.ts';
import { HttpError } from '#server/http/http-error.ts';
import { formError, readForm, validateFields } from '#server/plugins/multipart.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import type { Paged } from '#shared/contract/common.ts';
import {
  MEDIA_FILE_FIELD,
  MEDIA_MAX_BYTES,
  mediaText,
  type MediaEdit,
  type MediaItem,
  type MediaListQuery,
  type MediaText,
} from '#shared/contract/admin/media.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { findMedia, insertMedia, listMedia, updateMedia } from './repo.ts';
import { usesOf } from './usage.ts';
import { MediaRefused, storeMedia } from './store.ts';

/** An image's text is required in both languages: it is what a screen reader says in either. */
function altErrors(kind: string, text: MediaText): Record<string, string> {
  if (kind !== 'image') return {};
  return Object.fromEntries(
    (['alt_ne', 'alt_en'] as const)
      .filter((field) => !text[field])
      .map((field) => [field, 'validation.alt_required']),
  );
}

export async function itemOf(api: ApiInstance, id: number): Promise<MediaItem> {
  const item = await findMedia(api.db, id);
  if (!item) throw new HttpError(404, 'api.not_found');
  const uses = await usesOf(api.db, [item.url], api.config.PUBLIC_URL);
  return { ...item, used_by: uses.get(item.url) ?? [] };
}

/** A page of the library, each file with the items that use it. */
export async function listWithUses(api: ApiInstance, query: MediaListQuery): Promise<Paged<MediaItem>> {
  const page = await listMedia(api.db, query);
  const uses = await usesOf(
    api.db,
    page.data.map((item) => item.url),
    api.config.PUBLIC_URL,
  );
  return { ...page, data: page.data.map((item) => ({ ...item, used_by: uses.get(item.url) ?? [] })) };
}

/** Reads the posted form, stores its file and adds its row: answers the new item's id. */
export async function uploadMedia(api: ApiInstance, request: FastifyRequest): Promise<number> {
  const form = await readForm(request, { fileField: MEDIA_FILE_FIELD, maxFileBytes: MEDIA_MAX_BYTES });
  const file = form.file && form.file.data.length > 0 ? form.file : null;
  if (file?.tooLarge)
    throw formError(413, 'api.payload_too_large', { file: 'validation.media_size' }, request.lang);
  const { data: text, errors } = validateFields(mediaText, form);
  if (!file) errors.file = 'validation.media_file_required';
  let stored;
  if (file && text) {
    try {
      stored = await storeMedia(api.config.UPLOAD_DIR, file.data);
      Object.assign(errors, altErrors(stored.kind, text));
    } catch (error) {
      if (!(error instanceof MediaRefused)) throw error;
      errors.file = error.message;
    }
  }
  if (!stored || !text || Object.keys(errors).length) {
    // Files already written stay: they are named by their content, and an upload again reuses them.
    throw formError(400, 'api.validation_failed', errors, request.lang);
  }
  const name = file!.filename.slice(0, 255) || stored.url.split('/').at(-1)!;
  const staff = staffOf(request);
  return api.db.transaction().execute(async (trx) => {
    const id = await insertMedia(trx, stored, { ...text, name }, staff.id);
    await record(trx, request, {
      action: 'media.uploaded',
      entity: 'media',
      entityId: id,
      after: { name, url: stored.url, size: stored.size, ...text },
    });
    return id;
  });
}

export async function editTexts(
  api: ApiInstance,
  request: FastifyRequest,
  id: number,
  edit: MediaEdit,
): Promise<void> {
  const before = await itemOf(api, id);
  const errors = altErrors(before.kind, edit);
  if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
  // A document has no focal point; an image keeps its own when the edit does not name one.
  const focus =
    before.kind === 'image'
      ? { focal_x: edit.focal_x ?? before.focal_x, focal_y: edit.focal_y ?? before.focal_y }
      : {};
  const after = { alt_ne: edit.alt_ne, alt_en: edit.alt_en, ...focus };
  await api.db.transaction().execute(async (trx) => {
    await updateMedia(trx, id, after);
    await record(trx, request, {
      action: 'media.updated',
      entity: 'media',
      entityId: id,
      before: {
        alt_ne: before.alt_ne,
        alt_en: before.alt_en,
        ...(before.kind === 'image' ? { focal_x: before.focal_x, focal_y: before.focal_y } : {}),
      },
      after,
    });
  });
}

/** Refuses (409) to trash a file an item still uses, naming the items in the staff member's language. */
function refuseIfUsed(item: MediaItem, lang: Lang): void {
  const live = item.used_by.filter((use) => !use.trashed);
  if (!live.length) return;
  const names = live.map((use) => {
    const title = lang === 'ne' ? use.title_ne || use.title_en : use.title_en || use.title_ne;
    return `“${title}”`;
  });
  throw new HttpError(409, translate(lang, 'api.media_in_use', { items: names.join(', ') }));
}

/** To the trash (its address keeps working) or out of it. */
export async function setTrashed(
  api: ApiInstance,
  request: FastifyRequest,
  id: number,
  trashed: boolean,
): Promise<void> {
  const before = await itemOf(api, id);
  if (trashed && !before.deleted_at) refuseIfUsed(before, request.lang);
  const deletedAt = trashed ? new Date().toISOString() : null;
  await api.db.transaction().execute(async (trx) => {
    await updateMedia(trx, id, { deleted_at: deletedAt });
    await record(trx, request, {
      action: trashed ? 'media.trashed' : 'media.restored',
      entity: 'media',
      entityId: id,
      before: { deleted_at: before.deleted_at },
      after: { deleted_at: deletedAt },
    });
  });
}
