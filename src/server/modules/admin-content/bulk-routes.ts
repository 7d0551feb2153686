// Working on many items (issue 29, ADR 039); the rules are in bulk.ts:
//   POST   /admin/content/bulk                { kind, action, ids }: each item's outcome
//   GET    /admin/content/trash               the trash of every kind this staff member edits
//   POST   /admin/<kind>/:id/duplicate        a draft copy (201)
import type { FastifyRequest } from 'fastify';
import { requirePermission, staffOf } from '#server/auth/staff.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { bulkBody, bulkResponse, trashListResponse, type TrashedItem } from '#shared/contract/admin/bulk.ts';
import { contentParams } from '#shared/contract/admin/content.ts';
import { titleOf } from '#shared/contract/admin/content-kinds.ts';
import { branchScope } from '#shared/contract/admin/staff.ts';
import { applyBulk, duplicateItem } from './bulk.ts';
import { guardFor } from './editing.ts';
import { kinds, type KindDefinition } from './kinds.ts';
import { listItems } from './repo.ts';

const tags = ['staff: content'];
const editContent = requirePermission('content.edit');
/** How many trashed items of each kind the shared trash lists (the newest). */
const TRASH_PER_KIND = 100;

/** The shared trash: the newest trashed items of every kind the staff member edits, newest first. */
async function sharedTrash(api: ApiInstance, request: FastifyRequest) {
  const staff = staffOf(request);
  const query = { q: null, visibility: 'trashed' as const, branch: null, page: 1, pageSize: TRASH_PER_KIND };
  const lists = await Promise.all(
    Object.values(kinds)
      .filter((kind) => kind.spec.access.allows(staff))
      .map(async (kind) => ({
        kind,
        list: await listItems(api.db, kind, query, kind.spec.access.branchOwned ? branchScope(staff) : null),
      })),
  );
  const items: TrashedItem[] = lists.flatMap(({ kind, list }) =>
    list.data.map((item) => ({
      kind: kind.kind,
      id: item.id,
      title_ne: titleOf(kind.spec, item, 'ne'),
      title_en: titleOf(kind.spec, item, 'en'),
      deleted_at: item.deleted_at!,
      branch_id: typeof item.branch_id === 'number' ? item.branch_id : null,
    })),
  );
  items.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id);
  return { data: items, truncated: lists.some(({ list }) => list.total_items > list.data.length) };
}

export function registerBulkRoutes(api: ApiInstance): void {
  api.post(
    '/admin/content/bulk',
    {
      preValidation: editContent,
      schema: {
        summary: 'Publish, take down, archive, trash or restore many items of a kind: each item’s outcome',
        tags,
        body: bulkBody,
        response: { 200: bulkResponse },
      },
    },
    async (request) => {
      const { kind: name, action, ids } = request.body;
      const kind = kinds[name];
      // The kind at all (a branch editor and a site-wide kind); each item is checked again in applyBulk.
      if (!kind.spec.access.allows(staffOf(request))) throw new HttpError(403, 'api.forbidden');
      const results = await applyBulk(api, kind, request, ids, action);
      const done = results.filter((result) => result.ok).length;
      return { data: { action, done, refused: results.length - done, results } };
    },
  );

  api.get(
    '/admin/content/trash',
    {
      preValidation: editContent,
      schema: {
        summary: 'The trash of every kind this staff member edits, newest first',
        tags,
        response: { 200: trashListResponse },
      },
    },
    async (request) => sharedTrash(api, request),
  );
}

export function registerDuplicateRoute(api: ApiInstance, kind: KindDefinition): void {
  api.post(
    `/admin/${kind.kind}/:id/duplicate`,
    {
      preValidation: guardFor(kind),
      schema: {
        summary: `A draft copy of a ${kind.kind} item (dates cleared, title marked as a copy)`,
        tags,
        params: contentParams,
        response: { 201: kind.itemResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await duplicateItem(api, kind, request, request.params.id) }),
  );
}
