// Server-rendered markup of the branch page's contact block. Every office of the demo seed has a
// phone, an address, hours and a map link, so the 'N/A' fallbacks (product.md section 2 "Branch detail")
// are checked here, on the component, rather than in the browser tests.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BranchNode } from '../../../shared/contract/branches.ts';
import { translate, type Lang } from '../../../shared/i18n/index.ts';
import { LanguageProvider } from '../../lib/i18n/language-context.tsx';
import { BranchBanner, BranchInfo } from './branch-banner.tsx';

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

function render(element: React.ReactNode, lang: Lang) {
  const Stub = createRoutesStub([{ path: '/branches/:id', Component: () => element }]);
  return renderToString(
    <LanguageProvider initial={lang}>
      <Stub initialEntries={['/branches/42']} />
    </LanguageProvider>,
  );
}

/** The text of each <dd> (the three values), tags stripped. */
const values = (html: string) => [...html.matchAll(/<dd[^>]*>(.*?)<\/dd>/g)].map((match) => match[1]);

describe('BranchInfo without contact values', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`${lang}: each of the three rows reads N/A, and there is no directions link`, () => {
      const html = render(<BranchInfo branch={bare} />, lang);
      const na = translate(lang, 'controls.not_available');
      expect(values(html)).toEqual([na, na, na]);
      for (const key of ['branch.phone', 'branch.address', 'branch.hours'] as const)
        expect(html).toContain(`>${translate(lang, key)}</dt>`);
      // product.md: the link does nothing without a URL; here it is not a link at all, and says why.
      expect(html).not.toContain('target="_blank"');
      expect(html).toContain(translate(lang, 'branch.no_directions'));
    });
  }

  it('uses the other language when only that one is filled in', () => {
    const html = render(<BranchInfo branch={{ ...bare, phone_number_en: '01-5550100' }} />, 'ne');
    expect(values(html)[0]).toBe('01-5550100');
  });
});

describe('BranchBanner', () => {
  it('shows the name on the plain banner when the branch has no image (no broken image)', () => {
    const html = render(<BranchBanner branch={bare} />, 'ne');
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<h1[^>]*>परीक्षण कार्यालय<\/h1>/);
  });
});
