// @vitest-environment happy-dom
// A preview shows the item as its public page will, with two honest differences from a published page:
// an item visitors cannot see yet was not "published" (its day is its date), and the download button
// says the file's size as the public page does.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { LanguageProvider, persistLanguage } from '#web/lib/i18n/language-context.tsx';
import { PreviewBody } from './preview-body.tsx';

afterEach(cleanup);

/** Under a route, as on the page (the item page reads the root route's data). */
function renderInPage(element: ReactNode, { lang }: { lang: Lang }) {
  persistLanguage(lang);
  const Stub = createRoutesStub([{ path: '/admin/notices/4/preview', Component: () => element }]);
  render(
    <LanguageProvider initial={lang}>
      <Stub initialEntries={['/admin/notices/4/preview']} />
    </LanguageProvider>,
  );
}

const notice = (visibility: string) => ({
  id: 4,
  title_ne: 'परीक्षा तालिका',
  title_en: 'Examination schedule',
  text_ne: '<p>पाठ</p>',
  text_en: '<p>Text</p>',
  date: '2026-11-20',
  file: '/uploads/media/ab/exam.pdf',
  file_size: 2_516_582,
  visibility,
});

/** The line with the item's date: its words before the date. */
const dateLine = () => document.querySelector('main time')?.parentElement?.textContent ?? '';

describe('PreviewBody', () => {
  it.each([
    ['ne', 'draft'],
    ['en', 'draft'],
    ['ne', 'scheduled'],
    ['en', 'scheduled'],
  ] as const)('in %s, calls a %s item’s day its date, not its publication', (lang: Lang, visibility) => {
    renderInPage(<PreviewBody kind="notices" item={notice(visibility)} />, { lang });
    expect(dateLine().startsWith(`${translate(lang, 'item.date')}:`)).toBe(true);
    expect(dateLine()).not.toContain(translate(lang, 'item.published'));
  });

  it('says "published" for an item visitors see now, as its public page does', () => {
    renderInPage(<PreviewBody kind="notices" item={notice('published')} />, { lang: 'ne' });
    expect(dateLine().startsWith(`${translate('ne', 'item.published')}:`)).toBe(true);
  });

  it('says the file’s size on the download button, in the page’s digits', () => {
    renderInPage(<PreviewBody kind="notices" item={notice('draft')} />, { lang: 'ne' });
    const size = translate('ne', 'item.size_mb', { size: '२.४' });
    expect(screen.getByRole('link', { name: /डाउनलोड/ }).textContent).toContain(
      translate('ne', 'item.download_size', { size }),
    );
  });
});
