// A kind's items (`notices`, `laws`, `branches` ...), for those its access rule lets edit them:
//   GET    /admin/<kind>                      drafts, scheduled, published, expired, archived, trash
//   POST   /admin/<kind>                      create
//   GET    /admin/<kind>/:id                  one
//   PUT    /admin/<kind>/:id                  save (every field, and the revision it was based on: 409
//                                             with both versions when someone saved since)
//   DELETE /admin/<kind>/:id                  to the trash
//   POST   /admin/<kind>/:id/restore          out of the trash
// The rules and transactions are in editing.ts, the queries in repo.ts.
import type { FastifyRequest } from 'fastify';
import { staffOf } from '#server/auth/staff.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { contentListQuery, contentParams, type ContentListQuery } from '#shared/contract/admin/content.ts';
import { contentSaves, saveConflictResponses } from '#shared/contract/admin/content-kinds.ts';
import { branchScope } from '#shared/contract/admin/staff.ts';
import { conflictOf, guardFor, itemFor, saveItem, setTrashed, StaleSave, type Edit } from './editing.ts';
import type { KindDefinition } from './kinds.ts';
import { listItems } from './repo.ts';

const tags = ['staff: content'];

export function registerItemRoutes(api: ApiInstance, kind: KindDefinition): void {
  const base = `/admin/${kind.kind}`;
  const label = `${kind.kind} item`;
  const guard = guardFor(kind);
  /** The branch whose items a list shows: the staff member's, for items of a branch; null for all. */
  const scopeOf = (request: FastifyRequest) =>
    kind.spec.access.branchOwned ? branchScope(staffOf(request)) : null;

  api.get(
    base,
    {
      preValidation: guard,
      schema: {
        summary: `The ${kind.kind} as editors see them`,
        tags,
        querystring: contentListQuery,
        response: { 200: kind.listResponse },
      },
    },
    async (request) => listItems(api.db, kind, request.query as ContentListQuery, scopeOf(request)),
  );

  api.post(
    base,
    {
      preValidation: guard,
      schema: { summary: `Create a ${label}`, tags, body: kind.edit, response: { 201: kind.itemResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await saveItem(api, kind, request, request.body as Edit, null, 'content.created') }),
  );

  api.get(
    `${base}/:id`,
    {
      preValidation: guard,
      schema: { summary: `One ${label}`, tags, params: contentParams, response: { 200: kind.itemResponse } },
    },
    async (request) => ({ data: await itemFor(api, kind, request, request.params.id) }),
  );

  api.put(
    `${base}/:id`,
    {
      preValidation: guard,
      schema: {
        summary: `Save a ${label}`,
        tags,
        params: contentParams,
        body: contentSaves[kind.kind],
        response: { 200: kind.itemResponse, 409: saveConflictResponses[kind.kind] },
      },
    },
    async (request, reply) => {
      const existing = await itemFor(api, kind, request, request.params.id);
      const { base_revision: base, ...edit } = request.body as unknown as Edit & { base_revision: number };
      try {
        return { data: await saveItem(api, kind, request, edit, existing, 'content.updated', base) };
      } catch (error) {
        if (!(error instanceof StaleSave)) throw error;
        return reply.code(409).send(await conflictOf(api, kind, request, existing.id, base));
      }
    },
  );

  for (const [method, path, trashed, action] of [
    ['DELETE', `${base}/:id`, true, 'content.trashed'],
    ['POST', `${base}/:id/restore`, false, 'content.restored'],
  ] as const) {
    api.route({
      method,
      url: path,
      preValidation: guard,
      schema: {
        summary: trashed ? `Move a ${label} to the trash` : `Restore a ${label} from the trash`,
        tags,
        params: contentParams,
        response: { 200: kind.itemResponse },
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        return { data: await setTrashed(api, kind, request, id, trashed, action) };
      },
    });
  }
}
