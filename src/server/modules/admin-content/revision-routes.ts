// A kind's item history (revisions.ts), for those its access rule lets edit the item:
//   GET    /admin/<kind>/:id/revisions        the history
//   GET    /admin/<kind>/:id/revisions/:number/changes?against=N   field by field (default: the one before)
//   POST   /admin/<kind>/:id/revisions/:number/restore             save that revision again
// Restoring is a save like any other (editing.ts).
import { z } from 'zod';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import {
  revisionDiffResponse,
  revisionListResponse,
  revisionParams,
  contentParams,
} from '#shared/contract/admin/content.ts';
import { idNumber } from '#shared/contract/common.ts';
import { guardFor, itemFor, saveItem, StaleSave, type Edit } from './editing.ts';
import type { KindDefinition } from './kinds.ts';
import { fieldChanges, listRevisions, revisionData } from './revisions.ts';

const tags = ['staff: content'];

export function registerRevisionRoutes(api: ApiInstance, kind: KindDefinition): void {
  const base = `/admin/${kind.kind}`;
  const entity = kind.table;
  const label = `${kind.kind} item`;
  const guard = guardFor(kind);

  api.get(
    `${base}/:id/revisions`,
    {
      preValidation: guard,
      schema: {
        summary: `A ${label}’s history`,
        tags,
        params: contentParams,
        response: { 200: revisionListResponse },
      },
    },
    async (request) => {
      await itemFor(api, kind, request, request.params.id);
      return { data: await listRevisions(api.db, entity, request.params.id) };
    },
  );

  api.get(
    `${base}/:id/revisions/:number/changes`,
    {
      preValidation: guard,
      schema: {
        summary: 'What a revision changed, field by field (against the one before, or `against`)',
        tags,
        params: revisionParams,
        querystring: z.object({ against: idNumber('validation.id_invalid').optional() }),
        response: { 200: revisionDiffResponse },
      },
    },
    async (request) => {
      const { id, number } = request.params;
      await itemFor(api, kind, request, id);
      const against = request.query.against ?? number - 1;
      const after = await revisionData(api.db, entity, id, number);
      if (!after) throw new HttpError(404, 'api.not_found');
      const before = against >= 1 ? await revisionData(api.db, entity, id, against) : {};
      if (!before) throw new HttpError(404, 'api.not_found');
      return { data: { from: against, to: number, changes: fieldChanges(before, after) } };
    },
  );

  api.post(
    `${base}/:id/revisions/:number/restore`,
    {
      preValidation: guard,
      schema: {
        summary: 'Restore a revision (saved as a new one)',
        tags,
        params: revisionParams,
        response: { 200: kind.itemResponse },
      },
    },
    async (request) => {
      const { id, number } = request.params;
      const existing = await itemFor(api, kind, request, id);
      const data = await revisionData(api.db, entity, id, number);
      if (!data) throw new HttpError(404, 'api.not_found');
      const edit = kind.edit.parse(data) as Edit;
      try {
        return { data: await saveItem(api, kind, request, edit, existing, 'content.revision_restored') };
      } catch (error) {
        // Someone saved between reading the item and restoring: their save stays; try again.
        if (error instanceof StaleSave) throw new HttpError(409, 'api.save_conflict');
        throw error;
      }
    },
  );
}
