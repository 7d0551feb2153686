// The axe helper itself (support/axe.ts): it refuses a page whose context has JavaScript off at once (a
// run there once sat 300 s: axe waits on the page's timers, which never fire), and names the page.
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';

setUpBrowser();

describe('expectNoAxeViolations', () => {
  test('refuses a page opened without JavaScript, naming it; the same URL with JavaScript passes', async () => {
    const plain = await openPage('/contact', { lang: 'en', javaScript: false });
    await expect(expectNoAxeViolations(plain.page)).rejects.toThrow(
      /axe needs JavaScript in the page, and http:\/\/127\.0\.0\.1:\d+\/contact was opened in a context with JavaScript off/,
    );
    expectNoProblems(plain);
    const scripted = await openPage('/contact', { lang: 'en' });
    // The map frame cannot load here (no network), as in forms.test.ts.
    await expectNoAxeViolations(scripted.page, { exclude: ['iframe'] });
    expectNoProblems(scripted);
  });
});
