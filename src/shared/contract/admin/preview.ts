// Previews (issue 25 item 2, ADR 032): an unsaved edit as visitors would see it, and a link that shows a
// saved item to whoever has it until the link expires. Everything is under /api/admin, which the
// response cache never stores (cache/cache-rules.ts).
import { z } from 'zod';
import { contentKind, type KindSpec } from './content-kinds.ts';

/**
 * Kinds whose public page shows one item with its body (notices, articles, vacancy documents, laws,
 * festivals): what a preview renders. A branch's page is a directory of the office, not an item.
 */
export function previewable(spec: KindSpec): boolean {
  const text = spec.public?.item ? spec.public.search?.text : undefined;
  const body = spec.fields.find((field) => field.name === text);
  return body?.type === 'longtext' || body?.type === 'richtext';
}

const fields = z.record(z.string(), z.unknown());

/**
 * An item as its preview shows it: a saved one, or an unsaved edit checked as a save is and with its rich
 * text bodies as they would be stored; with `file_size` (bytes, or null), as the public item answer.
 */
export const previewEditResponse = z.object({ data: fields });

/** A preview link's token and when it stops working. */
export const previewLinkResponse = z.object({
  data: z.object({ token: z.string(), expires_at: z.string() }),
});

export const previewTokenParams = z.object({ token: z.string().min(1).max(600) });

/** The item a preview link names, as saved now. */
export const previewItemResponse = z.object({
  data: z.object({ kind: contentKind, item: fields, expires_at: z.string() }),
});
