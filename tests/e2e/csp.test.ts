// Issue 23, item 6: a page's CSP allows exactly the inline scripts the renderer emitted (marked for the
// render, the mark removed before sending: server/cache/script-hashes.ts), so the rule does not rest on
// there being no way to put a <script> into a page. The pages still run (theme script, hydration) with
// no CSP violation, and a script added to the page is refused by the browser.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { baseUrl, expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';

setUpBrowser();

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The inline scripts a browser would run: no src, not a data block (JSON-LD). */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)]
    .filter(
      ([, attributes = '', text = '']) =>
        !/\bsrc\s*=/i.test(attributes) && !/ld\+json/i.test(attributes) && text !== '',
    )
    .map(([, , text = '']) => text);
}

describe('inline scripts and the CSP', () => {
  for (const path of ['/', '/notice', '/admin/sign-in']) {
    test(`${path}: the CSP lists each of the page's own inline scripts, and the page carries no mark`, async () => {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const html = await res.text();
      const policy = res.headers.get('content-security-policy') ?? '';
      const scripts = executableInlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const text of scripts) expect(policy, text.slice(0, 80)).toContain(`'${sha(text)}'`);
      const listed = policy.match(/'sha256-[^']+'/g) ?? [];
      expect(listed.length).toBe(new Set(scripts.map(sha)).size);
      expect(html).not.toMatch(/\bnonce=/);
      expect(res.headers.get('x-sampada-script-marker')).toBeNull();
    });
  }

  test('the pages run with their own scripts allowed; a script added to the page is refused', async () => {
    const opened = await openPage('/', {
      beforeGoto: async (page) => {
        await page.route(`${baseUrl()}/`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            '<head>',
            '<head><script>window.__injected = true</script>',
          );
          await route.fulfill({ response, body });
        });
      },
    });
    // The theme script ran before paint (no theme cookie): the root element has its color scheme.
    expect(await opened.page.evaluate(() => document.documentElement.style.colorScheme)).toMatch(
      /light|dark/,
    );
    expect(await opened.page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    // The refusal is the one console error; nothing else went wrong.
    const refused = opened.problems.lines.filter((line) => /Content Security Policy/i.test(line));
    expect(refused.length).toBeGreaterThan(0);
    expectNoProblems({
      problems: {
        ...opened.problems,
        lines: opened.problems.lines.filter((line) => !refused.includes(line)),
      },
    });
  });
});
