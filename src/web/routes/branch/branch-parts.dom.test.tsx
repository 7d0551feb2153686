// @vitest-environment happy-dom
// The branch page's contact block and banner as a visitor meets them. Every office of the demo seed
// has a phone, an address, hours and a map link, so the 'N/A' fallbacks (product.md section 2 "Branch
// detail") are checked here, on the component, rather than in the browser tests.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BranchNode } from '#shared/contract/branches.ts';
import { translate } from '#shared/i18n/index.ts';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { BranchBanner, BranchInfo } from './branch-banner.tsx';

afterEach(cleanup);

const bare: BranchNode = {
  id: 42,
  parent_id: null,
  image: null,
  name_en: 'Test Office',
  name_ne: 'परीक्षण कार्यालय',
  phone_number_en: null,
  phone_number_ne: null,
  location_en: '',
  location_ne: '  ',
  hours_en: null,
  hours_ne: null,
  location_url: null,
  sub_branch: [],
};

/** Each term of the contact list with its value. */
const rows = () =>
  Array.from(document.querySelectorAll('dt'), (term) => [
    term.textContent?.trim(),
    term.nextElementSibling?.textContent?.trim(),
  ]);

describe('BranchInfo without contact values', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`${lang}: each of the three rows reads N/A, and there is no directions link`, () => {
      renderInPage(<BranchInfo branch={bare} />, { lang, url: '/branches/42' });
      const na = translate(lang, 'controls.not_available');
      expect(rows()).toEqual(
        (['branch.phone', 'branch.address', 'branch.hours'] as const).map((key) => [
          translate(lang, key),
          na,
        ]),
      );
      // product.md: the link does nothing without a URL; here it is not a link at all, and says why.
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(translate(lang, 'branch.no_directions'))).toBeTruthy();
    });
  }

  it('uses the other language when only that one is filled in', () => {
    renderInPage(<BranchInfo branch={{ ...bare, phone_number_en: '01-5550100' }} />, { lang: 'ne' });
    expect(rows()[0]![1]).toBe('01-5550100');
  });
});

describe('BranchBanner', () => {
  it('shows the name on the plain banner when the branch has no image (no broken image)', () => {
    renderInPage(<BranchBanner branch={bare} />, { lang: 'ne', url: '/branches/42' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'परीक्षण कार्यालय' })).toBeTruthy();
  });
});
