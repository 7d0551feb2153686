// The SHA-256 sources of a page's own inline scripts, for its CSP (plugins/security.ts). The page is HTML
// React rendered: a script's text runs from its opening tag to the first `</script` (React and React
// Router escape that sequence inside what they serialise), and browsers hash exactly those bytes.
// Only the scripts the renderer emitted itself are hashed: they carry the render's mark as their
// `nonce` (shared/script-marker.ts), a random value made for that render, which content that reached
// the page cannot know. So the rule does not depend on there being no way to put a <script> into a
// page: an injected one is never allowed. The mark is removed before the page is sent or stored.
// The page is read as the UTF-8 bytes it is sent as (never decoded to a string: issue 24's render
// time); every byte looked for is ASCII, which never occurs inside a multi-byte character.
import { createHash } from 'node:crypto';
import { removeBytesInPlace } from '#shared/replace-bytes.ts';

const HAS_SRC = /\bsrc\s*=/i;
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

export interface OwnScripts {
  /** The page without the mark. */
  html: Buffer;
  /** `sha256-...` sources of the inline scripts that carried the mark. */
  hashes: string[];
}

/** Whether `name` (lower case) starts at `at`, in any case, followed by no name character. */
function tagNameAt(html: Buffer, at: number, name: string): boolean {
  if (html.toString('latin1', at, at + name.length).toLowerCase() !== name) return false;
  const next = html[at + name.length];
  return next === undefined || !/[\w-]/.test(String.fromCharCode(next));
}

/** Where the text of a script starting at `from` ends: the first `</script`, in any case. */
function scriptEnd(html: Buffer, from: number): number {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 2))
    if (html.toString('latin1', at + 2, at + 8).toLowerCase() === 'script') return at;
  return -1;
}

/**
 * The marked inline scripts' hashes, and the page with the mark taken out (in `html`'s own bytes: the
 * renderer's fresh buffer); no hash without a mark.
 */
export function ownInlineScripts(html: Buffer, marker: string | null | undefined): OwnScripts {
  if (!marker) return { html, hashes: [] };
  const mark = Buffer.from(` nonce="${marker}"`);
  const hashes = new Set<string>();
  for (let at = html.indexOf(mark); at >= 0; at = html.indexOf(mark, at + mark.length)) {
    // The mark inside a <script ...> start tag (nothing closes the tag between its `<` and the mark).
    const open = html.lastIndexOf(LESS_THAN, at);
    const close = html.indexOf(GREATER_THAN, open);
    if (open < 0 || close < at || !tagNameAt(html, open + 1, 'script')) continue;
    if (HAS_SRC.test(html.toString('latin1', open + 7, close))) continue;
    const end = scriptEnd(html, close + 1);
    if (end < 0 || end === close + 1) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(html.subarray(close + 1, end))
        .digest('base64')}`,
    );
  }
  return { html: removeBytesInPlace(html, mark), hashes: [...hashes] };
}
