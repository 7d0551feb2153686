import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/i18n/index.ts';
import { LanguageProvider } from '../../lib/i18n/language-context.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { NoPreview } from '../no-preview/no-preview.tsx';
import { ErrorState } from './error-state.tsx';

const render = (node: ReactNode, { lang = 'en', url = '/' }: { lang?: Lang; url?: string } = {}) =>
  renderToString(
    <LanguageProvider initial={lang}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </LanguageProvider>,
  );

describe('EmptyState', () => {
  it("says 'No Data Found' by default, in both languages", () => {
    expect(render(<EmptyState />)).toContain('No Data Found');
    expect(render(<EmptyState />, { lang: 'ne' })).toContain('कुनै डाटा भेटिएन');
  });
  it('takes another message, a hint and actions', () => {
    const html = render(
      <EmptyState message="controls.no_employees" hint="Nothing yet.">
        <a href="/x">back</a>
      </EmptyState>,
    );
    expect(html).toContain('No Employees Found');
    expect(html).toContain('Nothing yet.');
    expect(html).toContain('<a href="/x">back</a>');
  });
});

describe('ErrorState', () => {
  it("says 'Failed to load' with a retry link to the current URL", () => {
    const html = render(<ErrorState />, { url: '/notice?page=3&lng=en' });
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('Failed to load');
    expect(html).toMatch(/<a[^>]*href="\/notice\?page=3&amp;lng=en"[^>]*>Try again<\/a>/);
  });
  it('uses the product.md section 8 texts in Nepali', () => {
    const html = render(<ErrorState message="controls.retrieve_failed" />, { lang: 'ne' });
    expect(html).toContain('डाटा प्राप्त गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।');
    expect(html).toContain('फेरि प्रयास गर्नुहोस्');
    expect(render(<ErrorState message="controls.something_wrong" />)).toContain('Something went wrong!!');
  });
  it('can leave out the retry link or point it elsewhere', () => {
    expect(render(<ErrorState retry={false} />)).not.toContain('<a ');
    expect(render(<ErrorState retryHref="/notice" />)).toContain('href="/notice"');
  });
});

describe('NoPreview', () => {
  it("says 'No Preview' and 'No File Available' by default", () => {
    const html = render(<NoPreview />);
    expect(html).toContain('No Preview');
    expect(html).toContain('No File Available');
  });
  it("says 'No Image Available' for images, or only the first line", () => {
    expect(render(<NoPreview detail="controls.no_image" />, { lang: 'ne' })).toContain('तस्बिर उपलब्ध छैन');
    expect(render(<NoPreview detail={null} />)).not.toContain('No File Available');
  });
});
