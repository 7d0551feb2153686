// Working on many items at once (issue 29, ADR 039): a bulk action is the single-item change done item by
// item, each with its own permission check, revision and audit entry, so a list of crafted ids can do no
// more than the same clicks one by one, and one refused item does not stop the others. A status change is
// a save based on the revision just read (editing.ts): two bulk calls at once on one item make one
// revision each, or the later is refused for that item (409), never a lost or doubled revision.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import type { BulkAction, BulkResult } from '#shared/contract/admin/bulk.ts';
import { titleOf, type EditedItem } from '#shared/contract/admin/content-kinds.ts';
import type { PublishStatus } from '#shared/contract/admin/content.ts';
import { translate } from '#shared/i18n/index.ts';
import { itemFor, saveItem, setTrashed, StaleSave, type Edit } from './editing.ts';
import { editableOf, type KindDefinition } from './kinds.ts';

/** The publishing an action gives an item, from what it has now; null: already so. */
function publishingAfter(
  action: Exclude<BulkAction, 'trash' | 'restore'>,
  item: EditedItem,
  now: string,
): Pick<EditedItem, 'status' | 'publish_at' | 'unpublish_at'> | null {
  const current = { status: item.status, publish_at: item.publish_at, unpublish_at: item.unpublish_at };
  const status: PublishStatus =
    action === 'publish' ? 'published' : action === 'archive' ? 'archived' : 'draft';
  // Publishing shows it now: a start still to come and an end already past are cleared.
  const next =
    action === 'publish'
      ? {
          status,
          publish_at: item.publish_at && item.publish_at > now ? null : item.publish_at,
          unpublish_at: item.unpublish_at && item.unpublish_at <= now ? null : item.unpublish_at,
        }
      : { ...current, status };
  return JSON.stringify(next) === JSON.stringify(current) ? null : next;
}

/** One item's action: its permission, then the change as the single-item call makes it. */
async function applyOne(
  api: ApiInstance,
  kind: KindDefinition,
  request: FastifyRequest,
  id: number,
  action: BulkAction,
): Promise<{ changed: boolean; item: EditedItem }> {
  const item = await itemFor(api, kind, request, id);
  if (action === 'trash' || action === 'restore') {
    const trashed = action === 'trash';
    if (Boolean(item.deleted_at) === trashed) return { changed: false, item };
    const after = await setTrashed(
      api,
      kind,
      request,
      id,
      trashed,
      trashed ? 'content.trashed' : 'content.restored',
    );
    return { changed: true, item: after };
  }
  // An item in the trash is restored before its status is changed: a bulk publish does not bring it back.
  if (item.deleted_at) throw new HttpError(409, 'api.bulk_in_trash');
  const next = publishingAfter(action, item, new Date().toISOString());
  if (!next) return { changed: false, item };
  const edit = kind.edit.parse({ ...editableOf(kind, item), ...next }) as Edit;
  try {
    const saved = await saveItem(api, kind, request, edit, item, 'content.updated');
    return { changed: true, item: saved };
  } catch (error) {
    if (error instanceof StaleSave) throw new HttpError(409, 'api.save_conflict');
    throw error;
  }
}

/** Does `action` to each item in turn; answers each item's outcome in the order of `ids`. */
export async function applyBulk(
  api: ApiInstance,
  kind: KindDefinition,
  request: FastifyRequest,
  ids: readonly number[],
  action: BulkAction,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      const { changed, item } = await applyOne(api, kind, request, id, action);
      results.push({
        id,
        ok: true,
        changed,
        status: 200,
        message: null,
        title: titleOf(kind.spec, item, request.lang),
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // A refused item's title is not told: the id may be another branch's, crafted.
      results.push({
        id,
        ok: false,
        changed: false,
        status: error.statusCode,
        message: translate(request.lang, error.message),
        title: null,
      });
    }
  }
  return results;
}

/** How a copy's title is marked, in the title's language. */
const copyMark = { ne: ' (प्रतिलिपि)', en: ' (copy)' } as const;

/**
 * A draft copy of an item: every field as it is, publishing dates cleared, the title marked as a copy in
 * each language it has (cut to fit the field). A new item, so its history starts with this save.
 */
export async function duplicateItem(
  api: ApiInstance,
  kind: KindDefinition,
  request: FastifyRequest,
  id: number,
): Promise<EditedItem> {
  const source = await itemFor(api, kind, request, id);
  const copy: Record<string, unknown> = {
    ...editableOf(kind, source),
    status: 'draft',
    publish_at: null,
    unpublish_at: null,
  };
  const titleField = kind.spec.fields.find((field) => field.name === kind.spec.admin.title);
  const max = titleField?.max ?? 300;
  for (const lang of ['ne', 'en'] as const) {
    const name = `${kind.spec.admin.title}_${lang}`;
    const title = typeof copy[name] === 'string' ? (copy[name] as string) : '';
    if (title) copy[name] = title.slice(0, max - copyMark[lang].length) + copyMark[lang];
  }
  const edit = kind.edit.parse(copy) as Edit;
  // The audit entry names the item it was copied from.
  return saveItem(api, kind, request, edit, null, 'content.duplicated', 0, { duplicated_from: id });
}
