// @vitest-environment happy-dom
// The empty, error and no-preview states as a visitor meets them, in both languages.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { NoPreview } from '../no-preview/no-preview.tsx';
import { ErrorState } from './error-state.tsx';

afterEach(cleanup);

describe('EmptyState', () => {
  it("says 'No Data Found' by default, in both languages", () => {
    renderInPage(<EmptyState />);
    expect(screen.getByText('No Data Found')).toBeTruthy();
    cleanup();
    renderInPage(<EmptyState />, { lang: 'ne' });
    expect(screen.getByText('कुनै डाटा भेटिएन')).toBeTruthy();
  });

  it('takes another message, a hint and actions', () => {
    renderInPage(
      <EmptyState message="controls.no_employees" hint="Nothing yet.">
        <a href="/x">back</a>
      </EmptyState>,
    );
    expect(screen.getByText('No Employees Found')).toBeTruthy();
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'back' }).getAttribute('href')).toBe('/x');
  });
});

describe('ErrorState', () => {
  it("is an alert saying 'Failed to load', with a retry link to the current URL", () => {
    renderInPage(<ErrorState />, { url: '/notice?page=3&lng=en' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/notice?page=3&lng=en',
    );
  });

  it('uses the product.md section 8 texts in Nepali', () => {
    renderInPage(<ErrorState message="controls.retrieve_failed" />, { lang: 'ne' });
    expect(screen.getByRole('alert').textContent).toContain('डाटा प्राप्त गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।');
    expect(screen.getByRole('link', { name: 'फेरि प्रयास गर्नुहोस्' })).toBeTruthy();
    cleanup();
    renderInPage(<ErrorState message="controls.something_wrong" />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong!!');
  });

  it('can leave out the retry link or point it elsewhere', () => {
    renderInPage(<ErrorState retry={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderInPage(<ErrorState retryHref="/notice" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/notice');
  });
});

describe('NoPreview', () => {
  it("says 'No Preview' and 'No File Available' by default", () => {
    renderInPage(<NoPreview />);
    expect(screen.getByText('No Preview')).toBeTruthy();
    expect(screen.getByText('No File Available')).toBeTruthy();
  });

  it("says 'No Image Available' for images, or only the first line", () => {
    renderInPage(<NoPreview detail="controls.no_image" />, { lang: 'ne' });
    expect(screen.getByText('तस्बिर उपलब्ध छैन')).toBeTruthy();
    cleanup();
    renderInPage(<NoPreview detail={null} />);
    expect(screen.queryByText('No File Available')).toBeNull();
    expect(screen.getByText('No Preview')).toBeTruthy();
  });
});
