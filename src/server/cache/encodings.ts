// Content codings of a stored answer: made once when it is stored, chosen per request from
// Accept-Encoding (brotli first, then gzip, else the bytes as they are).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Both codings of an answer about to be stored, off the event loop, at levels that take a few ms on a
 * 200 KB page (brotli 6, gzip 6): the visitor who missed the store waits for them.
 */
export async function compressForStore(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([brotli(body, 6), gzipAsync(body, { level: 6 })]);
  return { br, gzip: gz };
}

/** The smallest brotli (about 12% under level 6 on a page), for an answer already stored: slow. */
export const bestBrotli = (body: Buffer): Promise<Buffer> => brotli(body, 11);

function brotli(body: Buffer, quality: number): Promise<Buffer> {
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

export type Coding = 'br' | 'gzip' | null;

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
