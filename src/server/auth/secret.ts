// AUTH_SECRET when the environment has none. With an SQLite file (one server), a secret is made once and
// kept beside the database (mode 600), so sessions survive a restart. PostgreSQL means several servers
// may share the database, which must share the secret too: there it is required in production.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DatabaseKind } from '../db/connect.ts';
import type { Env } from '../env.ts';

export class AuthSecretError extends Error {}

export function resolveAuthSecret(config: Env, kind: DatabaseKind): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (kind === 'sqlite' && config.DATABASE_URL !== ':memory:') {
    const file = join(dirname(config.DATABASE_URL), 'auth-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
  if (kind === 'postgres' && config.NODE_ENV === 'production') {
    throw new AuthSecretError(
      'AUTH_SECRET: required with PostgreSQL (every app server needs the same one; e.g. openssl rand -base64 48)',
    );
  }
  return randomBytes(48).toString('base64url');
}
