// Every page's path, for links: spelled once in shared/paths.ts (the sitemap, feeds and search results
// link there too).
export { pages } from '#shared/paths.ts';

/** Whether a path is in the staff area (its own header, never cached or indexed). */
export const isStaffPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
