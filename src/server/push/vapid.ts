// The VAPID key pair that signs every push (ADR 048, RFC 8292): a push service accepts pushes to a
// subscription only when they are signed by the key the browser subscribed with. From the environment;
// else, with an SQLite file (one server), a pair is made once and kept beside the database (mode 600),
// as AUTH_SECRET is (auth/secret.ts), so subscriptions survive a restart. With PostgreSQL several servers
// may share the database and must share the pair: unset there means no Web Push (the page offers none).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webPush from 'web-push';
import type { DatabaseKind } from '../db/connect.ts';
import type { Env } from '../env.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

type VapidConfig = Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'DATABASE_URL'>;

/** The pair to use, or null when Web Push is off. */
export function resolveVapidKeys(config: VapidConfig, kind: DatabaseKind): VapidKeys | null {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  if (kind !== 'sqlite' || config.DATABASE_URL === ':memory:') return null;
  const file = join(dirname(config.DATABASE_URL), 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys: VapidKeys = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  return keys;
}
