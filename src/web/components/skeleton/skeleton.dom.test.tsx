// @vitest-environment happy-dom
// Skeletons as assistive technology meets them: the grey shapes are hidden, one polite status says
// 'Loading…' in the visitor's language. (That the pulse stops under reduced motion is a style: the
// browser tests and the screenshots cover how it looks.)
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import {
  LoadingStatus,
  Skeleton,
  SkeletonCard,
  SkeletonCardGrid,
  SkeletonTableRows,
  SkeletonText,
} from './skeleton.tsx';

afterEach(cleanup);

/** What a screen reader is offered: the container without its aria-hidden parts. */
const announced = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('*')).filter((element) => !element.closest('[aria-hidden="true"]'));

describe('skeletons', () => {
  it('hide their shapes from screen readers', () => {
    for (const shape of [
      <Skeleton key="s" />,
      <SkeletonCard key="c" />,
      <SkeletonText key="t" lines={4} />,
    ]) {
      const { container } = renderInPage(shape);
      expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
      cleanup();
    }
  });

  it("say 'Loading…' once, politely, in the visitor's language", () => {
    renderInPage(<LoadingStatus />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    cleanup();
    renderInPage(<LoadingStatus />, { lang: 'ne' });
    expect(screen.getByRole('status').textContent).toBe('लोड हुँदैछ…');
    cleanup();
    renderInPage(<LoadingStatus message="controls.loading_data" />);
    expect(screen.getByRole('status').textContent).toBe('Loading data...');
  });

  it('mark a grid of cards busy, with one status and the cards hidden', () => {
    const { container } = renderInPage(<SkeletonCardGrid count={3} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(announced(container).filter((element) => element.textContent?.trim()).length).toBeGreaterThan(0);
    expect(announced(container).every((element) => !element.matches('li, article'))).toBe(true);
  });

  it('fill a table body with hidden rows as wide as the table, and one status', () => {
    const { container } = renderInPage(
      <table>
        <tbody>
          <SkeletonTableRows rows={10} columns={4} />
        </tbody>
      </table>,
    );
    const rows = container.querySelectorAll('tr[aria-hidden="true"]');
    expect(rows).toHaveLength(10);
    for (const row of rows)
      expect(within(row as HTMLElement).queryAllByRole('cell', { hidden: true })).toHaveLength(4);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
