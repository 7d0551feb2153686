// Work kept when a session ends during an edit (docs/staff-area.md, "Editing content"): the form page
// asks for a ticket while signed in; a save refused as signed out hands the ticket and the posted form to
// POST /admin/drafts; after signing in again the same page gets the form back, for that account only.
import { z } from 'zod';
import { contentKind } from './content-kinds.ts';

/** Header of POST /admin/drafts: the ticket stands in for the session that ended. */
export const DRAFT_TICKET_HEADER = 'x-draft-ticket';

export const draftQuery = z.object({
  kind: contentKind,
  /** The item; absent for a new one. */
  item: z.coerce.number({ error: 'validation.id_invalid' }).int().positive().optional(),
});

/** The posted form as it was typed: field names to their text. */
const draftFields = z.record(z.string().max(100), z.string().max(60_000));
export const draftBody = z.object({ fields: draftFields });

export const draftResponse = z.object({
  data: z.object({
    /** To post with the form; lets the server keep it if the session has ended by then. */
    ticket: z.string(),
    draft: z.object({ fields: draftFields, saved_at: z.string() }).nullable(),
  }),
});

/** GET /admin/session-time: when the signed-in session ends unless it is used. */
export const sessionTimeResponse = z.object({
  data: z.object({ expires_at: z.string(), seconds_left: z.number().int() }),
});
