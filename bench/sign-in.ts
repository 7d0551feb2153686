// Staff sign-in: what a password guess costs the server and an attacker, in one run on SQLite.
//   node bench/sign-in.ts [--rounds 20]
// Prints: the time of a right and a wrong password (scrypt makes both slow, and alike for unknown and
// known accounts, so timing does not tell which addresses have accounts); how many guesses one account
// takes before it is locked; how many guesses one address gets over many accounts before it is refused.
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app.ts';
import { createStaffAccount } from '#server/auth/accounts.ts';
import { createPasswordLink } from '#server/auth/password-links.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';

const at = process.argv.indexOf('--rounds');
const rounds = at === -1 ? 20 : Number(process.argv[at + 1]);
const PASSWORD = 'lamo-ra-gahro-pasword-2083';

const { db } = await connectDatabase(':memory:');
await migrateToLatest(db);
const config = parseEnv({
  NODE_ENV: 'test',
  UPLOAD_DIR: '/nonexistent',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_WRITE_MAX: '100000',
  RATE_LIMIT_GENERAL_MAX: '100000',
});
const app = await buildApp({ config, db });
await app.ready();

async function account(email: string) {
  const member = await createStaffAccount(app.auth, { email, name: email, role: 'editor', branchId: null });
  const token = new URL((await createPasswordLink(app, member.id)).link).searchParams.get('token');
  await app.inject({
    method: 'POST',
    url: '/api/admin/password',
    headers: { origin: config.PUBLIC_URL },
    payload: { token, password: PASSWORD },
  });
}
let address = 0;
/** Each measured attempt from its own address, so the address rule does not interfere. */
const attempt = (
  email: string,
  password: string,
  ip = `10.0.${Math.floor(++address / 250)}.${address % 250}`,
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/session',
    remoteAddress: ip,
    headers: { origin: config.PUBLIC_URL },
    payload: { email, password },
  });

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed(run: (i: number) => Promise<{ statusCode: number }>, expected: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const response = await run(i);
    times.push(performance.now() - start);
    if (response.statusCode !== expected) throw new Error(`expected ${expected}, got ${response.statusCode}`);
  }
  return median(times);
}

for (let i = 0; i < rounds; i++) await account(`right-${i}@guthi.example`);
for (let i = 0; i < rounds; i++) await account(`wrong-${i}@guthi.example`);
const right = await timed((i) => attempt(`right-${i}@guthi.example`, PASSWORD), 200);
const wrong = await timed((i) => attempt(`wrong-${i}@guthi.example`, 'not-the-password'), 401);
const unknown = await timed((i) => attempt(`nobody-${i}@guthi.example`, 'not-it'), 401);

await account('target@guthi.example');
let guesses = 0;
while ((await attempt('target@guthi.example', `guess-${guesses}`)).statusCode === 401) guesses++;

let perAddress = 0;
while ((await attempt(`spray-${perAddress}@guthi.example`, 'Password123', '10.200.0.1')).statusCode === 401)
  perAddress++;

console.log(`sign-in, median of ${rounds}:`);
console.log(`  right password        ${right.toFixed(1)} ms`);
console.log(`  wrong password        ${wrong.toFixed(1)} ms`);
console.log(`  unknown account       ${unknown.toFixed(1)} ms`);
console.log(
  `one account: the ${guesses + 1}th wrong guess locks it (429) for 15 minutes, the right password included`,
);
console.log(
  `one address, a new account each guess: refused (429) after ${perAddress} wrong guesses within 15 minutes`,
);
await app.close();
