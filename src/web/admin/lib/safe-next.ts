// Where to go after signing in (the `next` query of the sign-in pages), shared by both of them.
import { adminPages } from './paths.ts';

/** Only a path of this site (never another site: an open redirect). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/admin') && !next.startsWith('//') ? next : adminPages.home();
}
