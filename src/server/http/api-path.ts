// Whether a request target is under /api (its query aside).
export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  return pathname === '/api' || pathname.startsWith('/api/');
}
