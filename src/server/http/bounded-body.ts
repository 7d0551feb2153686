// Reads a request body into memory, never more than `limit` bytes, whether the client sent a
// Content-Length or a chunked body: the count is kept while reading, so a lying or missing
// Content-Length changes nothing. Over the limit it stops keeping bytes and fails with 413; the
// caller's answer then closes the connection (http-hygiene.ts), so the rest is never read.
import type { Readable } from 'node:stream';
import { HttpError } from './http-error.ts';

const bodyTooLarge = () => new HttpError(413, 'api.request_too_large');

export function readBoundedBody(
  stream: Readable,
  limit: number,
  declaredLength: string | undefined,
): Promise<Buffer> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) {
    return Promise.reject(bodyTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        stop();
        stream.pause();
        reject(bodyTooLarge());
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(error: Error) {
      stop();
      reject(Object.assign(error, { statusCode: 400 }));
    }
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
