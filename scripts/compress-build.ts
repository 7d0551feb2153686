// Writes .br and .gz beside every compressible file of the client build, once at build time, so the
// server sends compressed assets without spending CPU per request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|html|xml)$/;
const root = process.argv[2] ?? 'build/client';

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(root)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = readFileSync(path);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  raw += content.length;
  brotli += br.length;
}
console.log(
  `compressed ${count} files: ${(raw / 1024).toFixed(1)} KB raw, ${(brotli / 1024).toFixed(1)} KB brotli`,
);
