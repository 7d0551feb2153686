// The contact page's phone card and the footer read the one stored phone (issue 23: they disagreed when
// the number lived in four settings fields); the derived `_en`/`_ne` copies of the answers are not read.
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FooterContact, SiteSettings } from '#shared/contract/site.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { SiteFooter } from '#web/components/site-footer/site-footer.tsx';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { emptyLayoutData } from '#web/lib/layout/layout-data.ts';
import { ContactCards } from './contact-cards.tsx';

const render = (node: ReactNode, lang: Lang) =>
  renderToString(
    <MemoryRouter>
      <LanguageProvider initial={lang}>{node}</LanguageProvider>
    </MemoryRouter>,
  );

const phone = '01-4248603, 01-4253941';
// Stale derived copies: were either place to read them, it would show 2222222.
const settings = {
  phone,
  office_phone_en: '01-2222222',
  office_phone_ne: '०१-२२२२२२२',
  email: '',
  address_en: '',
  address_ne: '',
} as SiteSettings;
const footerContact = {
  phone,
  contact_numbers_en: '01-2222222',
  contact_numbers_ne: '०१-२२२२२२२',
} as FooterContact;

/** The phone links of some HTML: their targets and their texts. */
const telLinks = (html: string) =>
  [...html.matchAll(/href="(tel:[^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);

describe('the contact card and the footer', () => {
  for (const [lang, shown] of [
    ['ne', ['०१-४२४८६०३', '०१-४२५३९४१']],
    ['en', ['01-4248603', '01-4253941']],
  ] as const) {
    it(`show the same numbers from the one stored phone (${lang})`, () => {
      const card = telLinks(render(<ContactCards settings={settings} />, lang));
      const footer = telLinks(render(<SiteFooter layout={{ ...emptyLayoutData, footerContact }} />, lang));
      const expected = [
        ['tel:014248603', shown[0]],
        ['tel:014253941', shown[1]],
      ];
      expect(card).toEqual(expected);
      expect(footer).toEqual(expected);
    });
  }
});
