// Bundles the service worker (src/web/sw/sw.ts, ADR 047) into build/client/sw.js, served at /sw.js.
// Run after `react-router build`: the first line names the build's files by a hash of their names, so
// each new build is a new worker for browsers (they compare the worker's bytes), which then saves the
// new build's files and drops the old ones no saved page uses.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'rolldown';

const ROOT = resolve(import.meta.dirname, '..');
const CLIENT = join(ROOT, 'build/client');

const assets = readdirSync(join(CLIENT, 'assets')).filter((name) => !/\.(br|gz)$/.test(name));
const buildId = createHash('sha256').update(assets.sort().join('\n')).digest('hex').slice(0, 16);

await build({
  input: join(ROOT, 'src/web/sw/sw.ts'),
  platform: 'browser',
  logLevel: 'warn',
  output: {
    file: join(CLIENT, 'sw.js'),
    format: 'iife',
    minify: true,
  },
});
const file = join(CLIENT, 'sw.js');
writeFileSync(file, `/* Sampada service worker, build ${buildId} */\n${readFileSync(file, 'utf8')}`);
console.log(`service worker: build/client/sw.js (build ${buildId})`);
