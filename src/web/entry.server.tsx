// Server rendering: waits for the whole page (loaders have already run), so the first HTML holds all
// content and the status code is final. Inline scripts carry no nonce: the page is the same for every
// visitor of its language and theme, so it can be stored, and its CSP lists the scripts' hashes.
// Both languages' strings for the render (the browser loads one at a time: ADR 025).
import '../shared/i18n/dictionaries.ts';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export { createLoadContext } from './lib/api/request-context.ts';

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // The page is sent whole (onAllReady), so every Suspense boundary is complete: never "outline"
        // one (send its fallback plus a script that swaps the content in), which React 19.3 does past
        // this many bytes. Without JavaScript an outlined boundary would show its fallback for good.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
