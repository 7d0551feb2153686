import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { pages } from './paths.ts';

/** A route table path ('branches/:id') as a pattern a built path must match. */
const patternOf = (path: string) => new RegExp(`^/${path.replace(/:\w+/g, '[0-9]+')}$`);

describe('pages', () => {
  const routePatterns = routes
    .map((route) => ('path' in route && route.path ? route.path : route.index ? '' : null))
    .filter((path): path is string => path !== null && path !== '*')
    .map(patternOf);

  it.each(Object.entries(pages))('%s builds a path of the route table', (_name, build) => {
    const path = (build as (id: number) => string)(12).split('#')[0]!;
    expect(
      routePatterns.some((pattern) => pattern.test(path)),
      path,
    ).toBe(true);
  });

  it('gives each item its own page', () => {
    expect(pages.noticeItem(7)).toBe('/notice/7');
    expect(pages.lawItem(3)).toBe('/law-and-enforcement/item/3');
  });
});
