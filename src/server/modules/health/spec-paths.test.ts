// Every GET call of product.md section 7 (and the paths chosen for the calls it leaves unshown, docs/api.md)
// answers 200 on the demo content, written as the spec writes it and with the trailing slash toggled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/** {branch}, {festival} and {department} are replaced by ids of the seeded rows. */
const specPaths = [
  // Home and shared
  '/base/get-homepage-contents/',
  '/notices/urgent-notices/',
  '/notices/popup-notices/',
  '/base/get-latest-updates/',
  '/base/services/',
  '/base/footercontact/',
  '/base/employees',
  '/base/departments',
  '/base/departments/{department}/team?page=1&pageSize=8',
  '/base/gallery/',
  '/base/contact-us-categories/',
  '/base/complaint-categories',
  // Branches, events, content
  '/branch/branches/list-branches/',
  '/branch/branches/nested-branch-list/',
  '/branch/branches/{branch}/',
  '/articles/list-articles-by-branch/{branch}/?page=1&pageSize=10',
  '/notices/list-notices-by-branch/{branch}/?page=1&pageSize=10',
  '/events/festivals/{festival}/',
  '/events/festivals/',
  '/events/festivals/list-festivals-by-branch/{branch}/?page=1&pageSize=10',
  '/events/festivals/get-festivals-list/',
  '/events/occasions/list-occasions-by-branch/{branch}/',
  '/branch/branch-employees/list-employees-by-branch/{branch}/?page=1&pageSize=10',
  '/articles/?page=1&pageSize=10',
  '/events/temples?page=1&pageSize=9',
  '/notices?page=1&pageSize=9',
  '/vacancy/notices?page=1&pageSize=10',
  '/vacancy/results?page=1&pageSize=10',
  '/vacancy/syllabus?page=1&pageSize=10',
  '/events/get-month-details/?month=8&year=2083',
  '/laws?page=1&page_size=25&category=1',
  '/law-categories',
  // Paths the spec does not show
  '/events/festivals/{festival}/upcoming',
  '/events/festivals/latest',
  '/base/gallery/heritage-strip',
  '/base/about',
  '/base/settings',
];

/** The same path with its trailing slash removed, or added when it has none. */
function toggleSlash(url: string): string {
  const [path = '', query] = url.split('?');
  const toggled = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  return query === undefined ? toggled : `${toggled}?${query}`;
}

describe('product.md section 7 GET paths', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const first = async (table: 'branch' | 'festival' | 'department') =>
      (await t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    ids.branch = await first('branch');
    ids.festival = await first('festival');
    ids.department = await first('department');
  });
  afterAll(() => t.close());

  const resolve = (url: string) => url.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));

  it.each(specPaths.flatMap((path) => [path, toggleSlash(path)]))(
    'GET /api%s answers 200 JSON',
    async (path) => {
      const res = await t.app.inject(`/api${resolve(path)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toBeTypeOf('object');
    },
  );
});
