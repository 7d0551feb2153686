// The SHA-256 sources of a page's inline scripts, for its CSP (plugins/security.ts). The page is HTML
// React rendered: a script's text runs from its opening tag to the first `</script` (React and React
// Router escape that sequence inside what they serialise), and browsers hash exactly those bytes.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
const HAS_SRC = /\bsrc\s*=/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (HAS_SRC.test(attributes) || text === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
