// What the server hands every loader and action: a way to call our own /api in-process (so the HTML
// and the browser read identical JSON) with the visitor's cookies, language and address. Inline scripts
// need no nonce: the server allows each page's own (marked by entry.server.tsx) by its hash
// (server/cache/script-hashes.ts).
// The key lives in the server bundle; the server creates providers through entry.server's
// createLoadContext, so both sides share one key object.
import { createContext, RouterContextProvider } from 'react-router';
import type { RequestInfo } from '#shared/contract/in-process.ts';

export type { ApiAnswer, InProcessRequest, RequestInfo } from '#shared/contract/in-process.ts';

export const requestInfoContext = createContext<RequestInfo>();

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, info);
  return provider;
}
