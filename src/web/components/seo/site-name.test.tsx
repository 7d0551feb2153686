// Link previews and search engines get the trust's name from the site settings (issue 27), in the
// page's language: og:site_name and the JSON-LD organiser, not the name in the messages.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { emptyLayoutData, type LayoutData } from '#web/lib/layout/layout-data.ts';
import { useSiteName } from '#web/lib/layout/use-layout-data.ts';
import { SeoHead } from './seo-head.tsx';

const named = (en: string, ne: string): LayoutData => ({
  ...emptyLayoutData,
  settings: {
    institution_name_en: en,
    institution_name_ne: ne,
    logo: '',
    apply_vacancy_url: '',
    phone: '',
    email: '',
    address_en: '',
    address_ne: '',
  },
});

function Probe() {
  return (
    <>
      <SeoHead />
      <output>{useSiteName()}</output>
    </>
  );
}

async function render(layout: LayoutData, lang: Lang) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ layout, publicUrl: 'https://example.org' }),
        Component: Probe,
      },
    ],
    { initialEntries: ['/'] },
  );
  await router.navigate('/');
  return renderToString(
    <LanguageProvider initial={lang}>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
}

describe('the site name previews show', () => {
  it('is the institution name of the settings in the page language', async () => {
    const layout = named('Heritage Trust', 'सम्पदा न्यास');
    const en = await render(layout, 'en');
    expect(en).toContain('<meta property="og:site_name" content="Heritage Trust"/>');
    expect(en).toContain('<output>Heritage Trust</output>');
    expect(await render(layout, 'ne')).toContain('<meta property="og:site_name" content="सम्पदा न्यास"/>');
  });

  it("takes the other language's name when one is empty, the messages' only with no settings", async () => {
    expect(await render(named('Heritage Trust', ''), 'ne')).toContain('content="Heritage Trust"');
    expect(await render(emptyLayoutData, 'ne')).toContain('content="गुठी संस्थान"');
  });
});
