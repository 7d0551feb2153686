// The public record of complaint handling (issue 26 step 6): reached from the complaint page and the
// footer, shown without JavaScript in both languages, axe clean in four looks. Its figures and the
// suppression under 5 are tested on known data in modules/complaints/record.test.ts.
import { describe, expect, test } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { expectNoAxeViolations, LOOK_SAMPLES } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';

setUpBrowser();

describe('the public record of complaint handling', () => {
  test('is linked from the complaint page and opens without JavaScript', async () => {
    const complaint = await openPage('/complaint', { lang: 'en', javaScript: false });
    await complaint.page
      .getByRole('main')
      .getByRole('link', { name: 'Complaint handling in figures' })
      .click();
    await complaint.page.waitForURL(/\/complaint\/record$/);
    await expect(complaint.page.locator('h1').textContent()).resolves.toBe('Complaint handling in figures');
    const footer = complaint.page
      .locator('footer')
      .getByRole('link', { name: 'Complaint handling in figures' });
    expect(await footer.getAttribute('href')).toBe('/complaint/record');
    expectNoProblems(complaint);
  });

  test.each(LOOK_SAMPLES)('reads in $lang, $theme, $viewport with no axe violations', async (look) => {
    const opened = await openPage('/complaint/record', look);
    await expect(opened.page.locator('h1').textContent()).resolves.toBe(translate(look.lang, 'record.title'));
    await expect(opened.page.getByText(translate(look.lang, 'record.privacy')).count()).resolves.toBe(1);
    await expectNoAxeViolations(opened.page);
    expectNoProblems(opened);
  });
});
