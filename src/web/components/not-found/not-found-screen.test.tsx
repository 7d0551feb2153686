// Issue 15: the 404 page's <title> ends with the site's name, as every other page's does.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

const render = (lang: Lang) =>
  renderToString(
    <LanguageProvider initial={lang}>
      <MemoryRouter>
        <NotFoundScreen />
      </MemoryRouter>
    </LanguageProvider>,
  );

describe('NotFoundScreen', () => {
  test.each(['en', 'ne'] as const)('%s: the title carries the site suffix', (lang) => {
    const html = render(lang);
    const title = `${translate(lang, 'error.not_found_title')} | ${translate(lang, 'site.name')}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`>${translate(lang, 'error.return_home')}</a>`);
  });
});
