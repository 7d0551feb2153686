// Authenticator codes for the browser tests. The server refuses a code used once already (a replay), so
// each sign-in takes a code not used before: the current one, else the next one (accepted 30 s early),
// else the previous one while it has a few seconds left; when all were used, waits for the next period.
import { TOTP } from 'otpauth';

const used = new Set<string>();
const codeAt = (secret: string, offset: number) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 });

export async function freshCode(secret: string): Promise<string> {
  for (let round = 0; round < 3; round++) {
    const leftInPeriod = 30_000 - (Date.now() % 30_000);
    const offsets = leftInPeriod > 5_000 ? [0, 1, -1] : [0, 1];
    const code = offsets
      .map((offset) => codeAt(secret, offset))
      .find((candidate) => !used.has(`${secret}:${candidate}`));
    if (code) {
      used.add(`${secret}:${code}`);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, leftInPeriod + 100));
  }
  throw new Error('no unused authenticator code');
}
