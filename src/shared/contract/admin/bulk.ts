// Working on many items at once (issue 29, ADR 039): one call takes a kind, an action and up to
// MAX_BULK_ITEMS ids and answers item by item; the trash of every kind in one list; a duplicate of an item.
import { z } from 'zod';
import { contentKinds, type ContentKind } from './content-kinds.ts';
import { MAX_ID } from '../common.ts';

/** What a bulk call does to each item: the publishing status, or the trash. */
export const bulkActions = ['publish', 'unpublish', 'archive', 'trash', 'restore'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** The most items one call takes: a page of a list is 20, "select all" takes one page. */
export const MAX_BULK_ITEMS = 100;

const bulkId = z.coerce
  .number({ error: 'validation.id_invalid' })
  .int({ error: 'validation.id_invalid' })
  .positive({ error: 'validation.id_invalid' })
  .max(MAX_ID, { error: 'validation.id_invalid' });

export const bulkBody = z.object({
  kind: z.enum(contentKinds as [ContentKind, ...ContentKind[]], { error: 'validation.kind_unknown' }),
  action: z.enum(bulkActions, { error: 'validation.bulk_action' }),
  ids: z
    .array(bulkId, { error: 'validation.bulk_ids' })
    .min(1, { error: 'validation.bulk_ids' })
    .max(MAX_BULK_ITEMS, { error: 'validation.bulk_ids' })
    // The same id twice is done once.
    .transform((ids) => [...new Set(ids)]),
});

/** One item's outcome: done, already so (`changed` false), or refused with the status and why. */
const bulkResult = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  changed: z.boolean(),
  status: z.number().int(),
  message: z.string().nullable(),
  title: z.string().nullable(),
});
export type BulkResult = z.output<typeof bulkResult>;
export const bulkResponse = z.object({
  data: z.object({
    action: z.enum(bulkActions),
    done: z.number().int(),
    refused: z.number().int(),
    results: z.array(bulkResult),
  }),
});

/** An item in the trash of any kind, as the shared trash lists it. */
const trashedItem = z.object({
  kind: z.enum(contentKinds as [ContentKind, ...ContentKind[]]),
  id: z.number().int(),
  title_ne: z.string(),
  title_en: z.string(),
  deleted_at: z.string(),
  branch_id: z.number().int().nullable(),
});
export type TrashedItem = z.output<typeof trashedItem>;
export const trashListResponse = z.object({
  data: z.array(trashedItem),
  /** More were in the trash than one answer lists (the newest are listed). */
  truncated: z.boolean(),
});
