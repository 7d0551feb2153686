import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHasher, scryptKey, TEST_COST_N } from './password-hash.ts';

const cheap = passwordHasher('test')!;
// Devanagari with a vowel sign: the NFKC step matters for such passwords.
const PASSWORD = 'सम्पदा-गुठी-2083-pasal';

describe('test-cost password hashing', () => {
  it("hashes in better-auth's salt:key layout and verifies only the right password", async () => {
    const hash = await cheap.hash(PASSWORD);
    expect(hash).toMatch(new RegExp(`^test-cost-n${TEST_COST_N}-[0-9a-f]{32}:[0-9a-f]{128}$`));
    expect(await cheap.hash(PASSWORD)).not.toBe(hash);
    expect(await cheap.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await cheap.verify({ hash, password: `${PASSWORD}x` })).toBe(false);
    expect(await cheap.verify({ hash: hash.slice(0, -2), password: PASSWORD })).toBe(false);
  });

  it('still verifies a hash better-auth made at the production cost', async () => {
    const production = await hashPassword(PASSWORD);
    expect(await cheap.verify({ hash: production, password: PASSWORD })).toBe(true);
    expect(await cheap.verify({ hash: production, password: 'wrong-password-2083' })).toBe(false);
  });

  it("is better-auth's scrypt: at its cost N=16384 the same key derivation gives a hash it accepts", async () => {
    const salt = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const hash = `${salt}:${(await scryptKey(PASSWORD, salt, 16384)).toString('hex')}`;
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
  });

  it("makes hashes better-auth's own verifier (production) never accepts", async () => {
    const hash = await cheap.hash(PASSWORD);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
  });

  it("leaves the production cost to better-auth's own functions", () => {
    expect(passwordHasher('production')).toBeUndefined();
  });
});
