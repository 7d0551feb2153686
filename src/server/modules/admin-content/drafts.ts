// Drafts of a form posted after its author's session ended. While signed in, the form page gets a ticket:
// the account, kind and item, signed with the server's secret (HMAC), valid for days (a form may stay
// open overnight). Posted with the refused form, the ticket names the account the draft belongs to, so
// no session is needed to keep it, and nobody but that account ever gets it back. One draft per account
// and item (a new post replaces it), kept DRAFT_KEEP_SECONDS, deleted when the item is saved.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** How long a ticket lets a form be kept: longer than a weekend with the form left open. */
export const DRAFT_TICKET_SECONDS = 4 * 24 * 60 * 60;
/** How long a kept draft waits for its author to sign in again. */
const DRAFT_KEEP_SECONDS = 12 * 60 * 60;

export interface DraftTicket {
  owner: string;
  kind: string;
  /** 0: a new item. */
  item: number;
  /** Unix seconds. */
  expires: number;
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`edit-draft-ticket\n${payload}`).digest();

export function issueTicket(secret: string, claims: Omit<DraftTicket, 'expires'>, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, expires: Math.floor(now / 1000) + DRAFT_TICKET_SECONDS }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The ticket's claims, or null when it is forged, damaged or expired. */
export function readTicket(secret: string, ticket: string, now = Date.now()): DraftTicket | null {
  const [payload, signed, ...rest] = ticket.split('.');
  if (!payload || !signed || rest.length) return null;
  const expected = signature(secret, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DraftTicket;
    return claims.expires * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

type Db = Kysely<Database> | Transaction<Database>;

export async function keepDraft(db: Db, ticket: DraftTicket, fields: Record<string, string>) {
  const now = new Date();
  // Expired drafts go as new ones come: the table holds at most a few hours of them.
  await db.deleteFrom('edit_draft').where('expires_at', '<', now.toISOString()).execute();
  const row = {
    owner_id: ticket.owner,
    kind: ticket.kind,
    item_id: ticket.item,
    fields_json: JSON.stringify(fields),
    saved_at: now.toISOString(),
    expires_at: new Date(now.getTime() + DRAFT_KEEP_SECONDS * 1000).toISOString(),
  };
  await db
    .insertInto('edit_draft')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['owner_id', 'kind', 'item_id']).doUpdateSet({
        fields_json: row.fields_json,
        saved_at: row.saved_at,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

export async function findDraft(db: Db, owner: string, kind: string, item: number) {
  const row = await db
    .selectFrom('edit_draft')
    .select(['fields_json', 'saved_at'])
    .where('owner_id', '=', owner)
    .where('kind', '=', kind)
    .where('item_id', '=', item)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row
    ? { fields: JSON.parse(row.fields_json) as Record<string, string>, saved_at: row.saved_at }
    : null;
}

export async function discardDraft(db: Db, owner: string, kind: string, item: number) {
  await db
    .deleteFrom('edit_draft')
    .where('owner_id', '=', owner)
    .where('kind', '=', kind)
    .where('item_id', '=', item)
    .execute();
}
