import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './entry.server.tsx';

describe('lowPriorityModulePreloads', () => {
  const html =
    '<p>नमस्ते</p><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><link rel="stylesheet" href="/c.css"/>';
  const expected = html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

  it("marks every module preload low priority, in the page's UTF-8 bytes", () => {
    expect(lowPriorityModulePreloads(Buffer.from(html)).toString()).toBe(expected);
  });

  it('gives a page without module preloads back as it is', () => {
    const page = Buffer.from('<p>नमस्ते</p>');
    expect(lowPriorityModulePreloads(page)).toBe(page);
  });
});
