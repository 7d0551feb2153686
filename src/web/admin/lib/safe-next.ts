// Where to go after signing in (the `next` query of the sign-in pages), shared by both of them.
import { adminPages } from './paths.ts';

/**
 * Only a path of the staff area (never another site: an open redirect). Starting with `/admin`, it can
 * never be a protocol-relative `//host` address.
 */
export function safeNext(next: string | null): string {
  return next?.startsWith('/admin') ? next : adminPages.home();
}
