import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/i18n/index.ts';
import { LanguageProvider } from '../../lib/i18n/language-context.tsx';
import {
  LoadingStatus,
  Skeleton,
  SkeletonCard,
  SkeletonCardGrid,
  SkeletonTableRows,
  SkeletonText,
} from './skeleton.tsx';

const render = (node: ReactNode, lang: Lang = 'en') =>
  renderToString(<LanguageProvider initial={lang}>{node}</LanguageProvider>);

describe('skeletons', () => {
  it('hide their shapes from screen readers and stop pulsing under reduced motion', () => {
    const html = render(<Skeleton className="h-8 w-1/2" />);
    expect(html).toMatch(
      /^<div aria-hidden="true" class="animate-pulse[^"]*motion-reduce:animate-none[^"]*h-8 w-1\/2"/,
    );
    expect(render(<SkeletonCard />)).toMatch(/^<div aria-hidden="true"/);
    expect(render(<SkeletonText lines={4} />).match(/h-4/g)).toHaveLength(4);
  });

  it("say 'Loading…' once, politely, in the visitor's language", () => {
    expect(render(<LoadingStatus />)).toBe('<span role="status" class="sr-only">Loading…</span>');
    expect(render(<LoadingStatus />, 'ne')).toContain('लोड हुँदैछ…');
    expect(render(<LoadingStatus message="controls.loading_data" />)).toContain('Loading data...');
    const grid = render(<SkeletonCardGrid count={3} />);
    expect(grid.match(/role="status"/g)).toHaveLength(1);
    expect(grid).toContain('aria-busy="true"');
    expect(grid.match(/aspect-video/g)).toHaveLength(3);
  });

  it('fill a table body with rows of the right width', () => {
    const html = render(
      <table>
        <tbody>
          <SkeletonTableRows rows={10} columns={4} />
        </tbody>
      </table>,
    );
    expect(html.match(/<tr aria-hidden="true"/g)).toHaveLength(10);
    expect(html).toContain('colSpan="4"');
    expect(html.match(/<td class="px-3 py-3">/g)).toHaveLength(40);
    expect(html.match(/role="status"/g)).toHaveLength(1);
  });
});
