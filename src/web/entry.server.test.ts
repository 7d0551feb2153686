import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './entry.server.tsx';

/** Feeds `html` in chunks of `size` characters, as the render stream does. */
function rewriteInChunks(html: string, size: number): string {
  let pending = '';
  let out = '';
  for (let start = 0; start < html.length; start += size)
    out += lowPriorityModulePreloads(pending + html.slice(start, start + size), (rest) => (pending = rest));
  return out + lowPriorityModulePreloads(pending, () => undefined);
}

describe('lowPriorityModulePreloads', () => {
  const html =
    '<p>x</p><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><link rel="stylesheet" href="/c.css"/>';
  const expected = html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

  it('marks every module preload low priority, whatever the chunks cut', () => {
    for (const size of [1, 3, 7, 20, 33, html.length])
      expect(rewriteInChunks(html, size), `chunks of ${size}`).toBe(expected);
  });
});
