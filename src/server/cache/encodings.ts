// Content codings of a stored answer, chosen per request from Accept-Encoding (brotli first, then
// gzip, else the bytes as they are). Made when first asked for, not all at once when stored: under a
// flood of distinct URLs (each a miss) most stored pages are never asked for again, and making every
// coding of each (brotli 6 and gzip 6, then brotli 11: ~390 ms of CPU for a 200 KB page) took a core
// and grew the native memory of the zlib thread pool (docs/performance.md, issue 24).
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
} from 'node:zlib';
import { CompressionLane } from './compression-lane.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Coding = 'br' | 'gzip' | null;

/**
 * Brotli 5 and gzip 6 when an answer is stored: 7 ms for a 200 KB page (brotli 6 took 15 ms for
 * 2% fewer bytes); a page sent again from the store gets brotli 11 later (bestBrotli).
 */
const STORE_BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotliOptions = (body: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/**
 * Compression runs on libuv's thread pool, which file reads and writes share (a readiness probe
 * writes two files): never more than two jobs on it at once, so it always has threads free, and the
 * native memory of queued compressors stays bounded (they wait as plain JavaScript functions).
 */
const lane = new CompressionLane(2);

/** The answer in one coding, made off the event loop (the visitor who missed waits for it). */
export function encode(body: Buffer, coding: Exclude<Coding, null>): Promise<Buffer> {
  return lane.run(() =>
    coding === 'br'
      ? brotliAsync(body, brotliOptions(body, STORE_BROTLI_QUALITY))
      : gzipAsync(body, { level: GZIP_LEVEL }),
  );
}

/** The same, on the event loop: a coding asked for once per stored answer (a few ms for a page). */
export function encodeSync(body: Buffer, coding: Exclude<Coding, null>): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, brotliOptions(body, STORE_BROTLI_QUALITY))
    : gzipSync(body, { level: GZIP_LEVEL });
}

export function decodeSync(bytes: Buffer, coding: Exclude<Coding, null>): Buffer {
  return coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
}

/**
 * The smallest brotli (about 14% under level 5 on a page), for an answer already stored and asked for
 * again: slow (~370 ms for a 200 KB page), so only when no other compression waits.
 */
export const bestBrotli = (body: Buffer): Promise<Buffer> =>
  lane.runWhenIdle(() => brotliAsync(body, brotliOptions(body, 11)));

/** The coding to send: one the client accepts (q above 0), brotli before gzip. */
export function chooseCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return null;
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : null;
}

/** Whether If-None-Match names this entity tag (weak comparison, as for GET). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}
