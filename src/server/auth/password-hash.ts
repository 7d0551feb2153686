// Cheap password hashing for tests (PASSWORD_HASH_COST=test, refused in production: env.ts). Tests set
// passwords and sign in hundreds of times; better-auth's scrypt costs ~75 ms of a core each time.
// Same algorithm and `salt:key` layout as better-auth's (@better-auth/utils/password: scrypt of the NFKC
// password, salt as text, r 16, p 1, 64-byte key, hex); only the cost N is lower. The salt starts with
// TEST_SALT_PREFIX, so verify knows a cheap hash from a production one, which it leaves to better-auth:
// a database seeded either way signs in. Production never uses these functions, and better-auth's own
// verifier computes a cheap hash's key at its own N, so a cheap hash never signs in there.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';

export type PasswordHashCost = 'production' | 'test';

/** scrypt's cost: 16 is ~1/1000 of better-auth's 16384 (about 0.06 ms against 75 ms here). */
export const TEST_COST_N = 16;
const TEST_SALT_PREFIX = `test-cost-n${TEST_COST_N}-`;
const R = 16;
const P = 1;
const KEY_BYTES = 64;

/** The scrypt key better-auth derives, at cost `n` (its maxmem rule: twice the memory scrypt needs). */
export function scryptKey(password: string, salt: string, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N: n, r: R, p: P, maxmem: 128 * n * R * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

async function hashAtTestCost(password: string): Promise<string> {
  const salt = TEST_SALT_PREFIX + randomBytes(16).toString('hex');
  return `${salt}:${(await scryptKey(password, salt, TEST_COST_N)).toString('hex')}`;
}

async function verifyEitherCost(data: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = data.hash.split(':');
  if (!salt?.startsWith(TEST_SALT_PREFIX) || !key) return verifyPassword(data);
  const stored = Buffer.from(key, 'hex');
  const derived = await scryptKey(data.password, salt, TEST_COST_N);
  return stored.length === derived.length && timingSafeEqual(stored, derived);
}

/** better-auth's `emailAndPassword.password` for this cost; undefined: its own (production cost). */
export function passwordHasher(cost: PasswordHashCost) {
  return cost === 'test' ? { hash: hashAtTestCost, verify: verifyEitherCost } : undefined;
}
