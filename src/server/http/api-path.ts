// Whether a request target is under /api, read as the router reads it (routed-path.ts): `/api//x` and
// `/%61pi/x` are answered by the API's routes, so they get the API's answers (JSON errors, no theme in
// the cache key), not pages.
import { routedPath } from './routed-path.ts';

export function isApiPath(url: string): boolean {
  const path = routedPath(url);
  return path === '/api' || path.startsWith('/api/');
}
