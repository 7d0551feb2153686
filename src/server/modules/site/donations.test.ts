// The donation page's settings (issue 27): one group, edited by staff, answered with the site settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '#shared/contract/site.ts';
import { emptySettingGroup } from '#shared/contract/settings.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { writeSettingGroup } from './settings.ts';

describe('donation settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const donations = async () =>
    siteSettings.parse((await t.app.inject({ url: '/api/base/settings' })).json()).donations;

  it('answers an empty group before anyone writes it, then what was written', async () => {
    expect(await donations()).toEqual(emptySettingGroup('donations'));
    const written = {
      purpose_en: 'Temple repairs',
      purpose_ne: 'मन्दिर मर्मत',
      bank_name_en: 'Nepal Bank',
      bank_name_ne: 'नेपाल बैंक',
      account_name_en: 'Heritage Fund',
      account_name_ne: 'सम्पदा कोष',
      account_number: '0010012345',
      bank_branch_en: 'Kathmandu',
      bank_branch_ne: 'काठमाडौं',
      qr_image: '/uploads/site/qr.png',
    };
    await writeSettingGroup(t.db, 'donations', written);
    expect(await donations()).toEqual(written);
  });

  it('refuses a key the group does not name', async () => {
    await expect(
      writeSettingGroup(t.db, 'donations', { ...emptySettingGroup('donations'), iban: 'x' } as never),
    ).rejects.toThrow();
  });
});
