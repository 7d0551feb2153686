// One-time links to set a password: for a new account and for a reset, both made by an administrator
// (there is no mail server). The token is better-auth's reset-password verification value, so setting
// the password goes through its resetPassword (hashing, one use, expiry, signing out other sessions).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PASSWORD_LINK_SECONDS } from './auth.ts';

export interface PasswordLink {
  link: string;
  expiresAt: string;
}

/** Every outstanding link of one person stops working (a newer link, a disabled account). */
export async function deletePasswordLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('auth_verification')
    .where('value', '=', userId)
    .where('identifier', 'like', 'reset-password:%')
    .execute();
}

export async function createPasswordLink(app: FastifyInstance, userId: string): Promise<PasswordLink> {
  const context = await app.auth.$context;
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_LINK_SECONDS * 1000);
  // An older link for the same person stops working: only the newest one is valid.
  await deletePasswordLinks(app.db, userId);
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt,
  });
  const link = new URL(`/admin/set-password?token=${token}`, app.config.PUBLIC_URL).href;
  return { link, expiresAt: expiresAt.toISOString() };
}
