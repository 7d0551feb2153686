// Previews (issue 25 item 2, ADR 032): an unsaved edit as visitors would see it, and a link that shows a
// saved item to whoever has it until the link expires. Everything is under /api/admin, which the
// response cache never stores (cache/cache-rules.ts).
import { z } from 'zod';
import { contentKind } from './content-kinds.ts';

const fields = z.record(z.string(), z.unknown());

/** An unsaved edit, checked as a save is and with its rich text bodies as they would be stored. */
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
