// The endpoint table the website reads through (shared/contract/endpoints.ts) against the real API:
// every entry's path answers 200 on the demo content, and the answer matches the entry's schema
// (shared/contract/endpoint-answers.ts)
// strictly (no key the website does not expect, none missing). A renamed path or a changed answer
// fails here before it fails a page.
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointAnswers } from '#shared/contract/endpoint-answers.ts';
import { endpoints, type ApiQuery, type KindEndpoint } from '#shared/contract/endpoints.ts';
import { kindAnswers } from '#shared/contract/kind-answers.ts';
import { kindSpecs } from '#shared/contract/admin/content-kinds.ts';
import { API_KINDS } from '#shared/kinds/derived.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { PUBLIC_CACHE_CONTROL } from '#server/cache/cache-rules.ts';

type Ids = {
  branch: number;
  festival: number;
  department: number;
  lawCategory: number;
  notice: number;
  article: number;
  law: number;
  vacancy: Record<'notice' | 'result' | 'syllabus', number>;
};

const page = { page: 1, pageSize: 5 };

/** One query per entry of the table, with ids of seeded rows. */
function everyEndpoint(ids: Ids): Record<Exclude<keyof typeof endpoints, KindEndpoint>, ApiQuery<unknown>> {
  return {
    homepage: endpoints.homepage(),
    latestUpdates: endpoints.latestUpdates(),
    settings: endpoints.settings(),
    footerContact: endpoints.footerContact(),
    services: endpoints.services(),
    about: endpoints.about(),
    contactCategories: endpoints.contactCategories(),
    complaintCategories: endpoints.complaintCategories(),
    complaintRecord: endpoints.complaintRecord('bs'),
    pushKey: endpoints.pushKey(),
    employees: endpoints.employees(),
    departments: endpoints.departments(),
    team: endpoints.team(ids.department, page),
    gallery: endpoints.gallery(page),
    heritageStrip: endpoints.heritageStrip(),
    branches: endpoints.branches(),
    nestedBranches: endpoints.nestedBranches(),
    branch: endpoints.branch(ids.branch),
    branchEmployees: endpoints.branchEmployees(ids.branch, page),
    notices: endpoints.notices(page),
    notice: endpoints.notice(ids.notice),
    urgentNotices: endpoints.urgentNotices(),
    popupNotices: endpoints.popupNotices(),
    branchNotices: endpoints.branchNotices(ids.branch, page),
    articles: endpoints.articles(page),
    article: endpoints.article(ids.article),
    branchArticles: endpoints.branchArticles(ids.branch, page),
    festivals: endpoints.festivals({ limit: 3, exclude: ids.festival }),
    latestFestivals: endpoints.latestFestivals(),
    festivalMenu: endpoints.festivalMenu(),
    festival: endpoints.festival(ids.festival),
    featuredFestival: endpoints.featuredFestival(ids.festival),
    branchFestivals: endpoints.branchFestivals(ids.branch, page),
    heritageSites: endpoints.heritageSites(page),
    monthDetails: endpoints.monthDetails(2083, 8),
    vacancyNotices: endpoints.vacancyNotices(page),
    vacancyResults: endpoints.vacancyResults(page),
    syllabus: endpoints.syllabus(page),
    lawCategories: endpoints.lawCategories(),
    laws: endpoints.laws(ids.lawCategory, page),
    law: endpoints.law(ids.law),
    search: endpoints.search('गुठी', undefined, page),
    vacancyNotice: endpoints.vacancyNotice(ids.vacancy.notice),
    vacancyResult: endpoints.vacancyResult(ids.vacancy.result),
    syllabusItem: endpoints.syllabusItem(ids.vacancy.syllabus),
  };
}

describe('the endpoint table against the API', () => {
  let t: TestApp;
  let queries: Record<string, ApiQuery<unknown>>;
  let origin: string;

  beforeAll(async () => {
    // With Web Push on, so its key is there to read (ADR 048).
    const vapid = webPush.generateVAPIDKeys();
    t = await createTestApp({
      env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
    });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const first = async (
      table: 'branch' | 'festival' | 'department' | 'law_category' | 'notice' | 'article' | 'law',
    ) => (await t.db.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const vacancy = async (kind: 'notice' | 'result' | 'syllabus') =>
      (
        await t.db
          .selectFrom('vacancy_document')
          .select('id')
          .where('kind', '=', kind)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    queries = everyEndpoint({
      branch: await first('branch'),
      festival: await first('festival'),
      department: await first('department'),
      lawCategory: await first('law_category'),
      notice: await first('notice'),
      article: await first('article'),
      law: await first('law'),
      vacancy: {
        notice: await vacancy('notice'),
        result: await vacancy('result'),
        syllabus: await vacancy('syllabus'),
      },
    });
  });
  afterAll(() => t.close());

  const kindEndpoints: KindEndpoint[] = ['kindItems', 'kindItem'];
  const fixedEndpoints = Object.keys(endpoints).filter(
    (name) => !kindEndpoints.includes(name as KindEndpoint),
  );

  it('covers every entry', () => {
    expect(Object.keys(queries).sort()).toEqual(fixedEndpoints.sort());
  });

  it.each(fixedEndpoints)('%s answers 200 with exactly its schema', async (name) => {
    const query = queries[name]!;
    // Over HTTP, through the caching server as a visitor's request goes (cache/caching-server.ts).
    const res = await fetch(`${origin}/api${query.path}`);
    expect(res.status, query.path).toBe(200);
    const parsed = strictly(endpointAnswers[name as keyof typeof endpointAnswers]).safeParse(
      await res.json(),
    );
    expect(parsed.error?.issues ?? [], query.path).toEqual([]);
    // Stored for the next visitor: the cache fails closed (ADR 024) only on what it cannot read.
    expect(res.headers.get('cache-control'), query.path).toBe(PUBLIC_CACHE_CONTROL);
  });

  // The kinds the API reads from their descriptions: a page, and the first item on it (or a 404 for an
  // id no item has, when the demo content has none of the kind).
  it.each(API_KINDS)('%s answers its page and its items with exactly their schemas', async (kind) => {
    const answers = kindAnswers(kindSpecs[kind]);
    const list = await fetch(`${origin}/api${endpoints.kindItems(kind, page).path}`);
    expect(list.status).toBe(200);
    const items = strictly(answers.items).safeParse(await list.json());
    expect(items.error?.issues ?? []).toEqual([]);
    const first = items.data?.data[0] as { id: number } | undefined;
    const one = await fetch(`${origin}/api${endpoints.kindItem(kind, first?.id ?? 2_000_000_000).path}`);
    if (!first) return expect(one.status).toBe(404);
    expect(one.status).toBe(200);
    const item = strictly(answers.item).safeParse(await one.json());
    expect(item.error?.issues ?? []).toEqual([]);
  });

  it('builds query strings without empty values and with encoding', () => {
    expect(endpoints.festivals().path).toBe('/events/festivals');
    expect(endpoints.festivals({ limit: 4 }).path).toBe('/events/festivals?limit=4');
    expect(endpoints.laws(3, { page: 2, pageSize: 25 }).path).toBe('/laws?category=3&page=2&page_size=25');
  });
});
