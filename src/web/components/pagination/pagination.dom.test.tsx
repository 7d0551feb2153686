// @vitest-environment happy-dom
// The pagination as a visitor meets it: a named navigation of links, the current page marked, previous
// and next disabled at the ends (not links), numbers in the visitor's script, links keeping the other
// parameters. The numbering rules themselves are in pagination.test.tsx.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '#shared/i18n/index.ts';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { Pagination, type PaginationProps } from './pagination.tsx';

afterEach(cleanup);

const renderPagination = (props: PaginationProps, page: { lang?: Lang; url?: string } = { url: '/notice' }) =>
  renderInPage(<Pagination {...props} />, { url: '/notice', ...page });

const linkTargets = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.tagName === 'A')
    .map((link) => link.getAttribute('href'));

describe('Pagination', () => {
  it('renders nothing for a single page or none', () => {
    expect(renderPagination({ currentPage: 1, totalPages: 1 }).container.innerHTML).toBe('');
    cleanup();
    expect(renderPagination({ currentPage: 1, totalPages: 0 }).container.innerHTML).toBe('');
  });

  it('is a named navigation whose links keep the other parameters', () => {
    renderPagination({ currentPage: 2, totalPages: 10 }, { url: '/branches/3?tab=notices&page=2' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(linkTargets(nav)).toEqual([
      '/branches/3?tab=notices', // previous: page 1 drops the parameter
      '/branches/3?tab=notices',
      '/branches/3?tab=notices&page=2',
      '/branches/3?tab=notices&page=3',
      '/branches/3?tab=notices&page=10',
      '/branches/3?tab=notices&page=3', // next
    ]);
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/branches/3?tab=notices&page=3',
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toBeTruthy();
  });

  it('marks the current page, and only it', () => {
    renderPagination({ currentPage: 3, totalPages: 10 });
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('aria-label'))).toEqual(['Page 3']);
  });

  it('disables previous on the first page and next on the last: not links one can follow', () => {
    renderPagination({ currentPage: 1, totalPages: 5 });
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect([previous.tagName, previous.getAttribute('aria-disabled'), previous.getAttribute('href')]).toEqual(
      ['SPAN', 'true', null],
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/notice?page=2');
    cleanup();
    renderPagination({ currentPage: 5, totalPages: 5 });
    const next = screen.getByRole('link', { name: 'Next page' });
    expect([next.tagName, next.getAttribute('aria-disabled')]).toEqual(['SPAN', 'true']);
  });

  it('writes numbers and names in Nepali, with ASCII digits in the links', () => {
    renderPagination({ currentPage: 9, totalPages: 10 }, { lang: 'ne' });
    const nav = screen.getByRole('navigation', { name: 'पृष्ठ नेभिगेसन' });
    expect(within(nav).getByRole('link', { name: 'पृष्ठ ९' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'अघिल्लो पृष्ठ' })).toBeTruthy();
    const numbers = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
      .filter((text) => /\S/.test(text) && !/[a-z]/i.test(text));
    expect(numbers.join(' ')).not.toMatch(/[0-9]/);
    expect(linkTargets(nav)).toContain('/notice?page=10');
  });

  it('uses another parameter and a custom name', () => {
    renderPagination(
      { currentPage: 1, totalPages: 3, param: 'p', label: 'Notices: pages' },
      { url: '/x?page=7' },
    );
    expect(linkTargets(screen.getByRole('navigation', { name: 'Notices: pages' }))).toContain(
      '/x?page=7&p=2',
    );
  });

  it('takes a page past the end for the last page', () => {
    renderPagination({ currentPage: 30, totalPages: 10 });
    expect(screen.getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });
});
