// The public API read from a kind's description (`public.api`): checked here on kinds whose own modules
// answer the same rows today, so the derived reading (its order, published rows only, flags, the answer
// schema) is compared with what the site already serves. The routes themselves are checked for every
// kind with an API path by health/endpoints.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindSpecs } from '#shared/contract/admin/content-kinds.ts';
import { kindAnswers } from '#shared/contract/kind-answers.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { findKindItem, pageKindItems, relatedKindItems } from './repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (items: readonly { id?: unknown }[]) => items.map((item) => item.id);

describe('a kind read from its description', () => {
  it('pages the published articles newest first, as /api/articles does, in the answer’s schema', async () => {
    const spec = kindSpecs.articles;
    const paging = { page: 2, pageSize: 3 };
    const derived = await pageKindItems(t.db, spec, paging);
    expect(strictly(kindAnswers(spec).items).safeParse(derived).error?.issues ?? []).toEqual([]);
    const served = (await t.app.inject({ url: '/api/articles?page=2&pageSize=3' })).json();
    expect(ids(derived.data)).toEqual(ids(served.data));
    expect(derived.total_items).toBe(served.total_items);
    expect(derived.data.length).toBeGreaterThan(0);
  });

  it('orders by start date and answers flags as true or false (festivals)', async () => {
    const spec = kindSpecs.festivals;
    const { data } = await pageKindItems(t.db, spec, { page: 1, pageSize: 100 });
    const starts = data.map((item) => String(item.start_date));
    expect(starts).toEqual([...starts].sort());
    expect(data.every((item) => typeof item.is_holiday === 'boolean')).toBe(true);
    expect(strictly(kindAnswers(spec).items).safeParse({ ...page(data) }).error?.issues ?? []).toEqual([]);
  });

  it('finds one published item and its newest others, and no unpublished one', async () => {
    const spec = kindSpecs.articles;
    const [first, second] = (await pageKindItems(t.db, spec, { page: 1, pageSize: 2 })).data;
    const found = await findKindItem(t.db, spec, Number(first!.id));
    expect(found).toEqual(first);
    const related = await relatedKindItems(t.db, spec, Number(first!.id));
    expect(ids(related)).not.toContain(first!.id);
    expect(related[0]).toEqual(second);
    await t.db.updateTable('article').set({ status: 'draft' }).where('id', '=', Number(first!.id)).execute();
    expect(await findKindItem(t.db, spec, Number(first!.id))).toBeNull();
    expect(await findKindItem(t.db, spec, 2_000_000_000)).toBeNull();
  });
});

const page = (data: unknown[]) => ({
  data,
  total_pages: 1,
  total_items: data.length,
  page: 1,
  page_size: 100,
});
