// The SHA-256 sources of a page's own inline scripts, for its CSP (plugins/security.ts). The page is HTML
// React rendered: a script's text runs from its opening tag to the first `</script` (React and React
// Router escape that sequence inside what they serialise), and browsers hash exactly those bytes.
// Only the scripts the renderer emitted itself are hashed: they carry the render's mark as their
// `nonce` (shared/script-marker.ts), a random value made for that render, which content that reached
// the page cannot know. So the rule does not depend on there being no way to put a <script> into a
// page: an injected one is never allowed. The mark is removed before the page is sent or stored.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
const HAS_SRC = /\bsrc\s*=/i;

export interface OwnScripts {
  /** The page without the mark. */
  html: string;
  /** `sha256-...` sources of the inline scripts that carried the mark. */
  hashes: string[];
}

/** The marked inline scripts' hashes, and the page with the mark taken out; no hash without a mark. */
export function ownInlineScripts(html: string, marker: string | null | undefined): OwnScripts {
  if (!marker) return { html, hashes: [] };
  const markAttribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (!attributes.includes(markAttribute) || HAS_SRC.test(attributes) || text === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return { html: html.replaceAll(markAttribute, ''), hashes: [...hashes] };
}
