// Component tests in the DOM (happy-dom): a component rendered as on a page, for a visitor who chose a
// language (the provider re-detects after mounting and the cookie wins) at a URL.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Lang } from '#shared/i18n/index.ts';
import { LanguageProvider, persistLanguage } from '../lib/i18n/language-context.tsx';

export function renderInPage(ui: ReactNode, { lang = 'en', url = '/' }: { lang?: Lang; url?: string } = {}) {
  persistLanguage(lang);
  return render(
    <LanguageProvider initial={lang}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </LanguageProvider>,
  );
}
