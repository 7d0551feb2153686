import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { errorResponse } from '#shared/contract/common.ts';
import {
  branchEmployeesResponse,
  branchListResponse,
  branchResponse,
  nestedBranchListResponse,
  type BranchNode,
} from '#shared/contract/branches.ts';
import { translate } from '#shared/i18n/index.ts';
import { branchesInMenuOrder } from './tree.ts';
import { strictly } from '#server/test-support/strictly.ts';

const names = (nodes: BranchNode[]): unknown[] =>
  nodes.map((node) => (node.sub_branch.length ? [node.name_en, names(node.sub_branch)] : node.name_en));

describe('branches API', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  async function addBranch(name: string, sortOrder: number, parent?: string) {
    const [row] = await t.db
      .insertInto('branch')
      .values({
        parent_id: parent ? ids[parent]! : null,
        name_en: name,
        name_ne: `${name} ने`,
        image: parent ? null : `/uploads/branches/${name}.webp`,
        // Typed once (migration 019): the answer gives it in both digit systems.
        phone_number: parent ? null : '01-4248603',
        location_en: 'Tripureshwor',
        location_ne: 'त्रिपुरेश्वर',
        hours_en: '10:00-17:00',
        hours_ne: '१०:००-१७:००',
        location_url: parent ? null : 'https://maps.example.org/x',
        sort_order: sortOrder,
        created_at: '2024-01-01T00:00:00.000Z',
      })
      .returning('id')
      .execute();
    ids[name] = row!.id;
  }
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await addBranch('Central', 2);
    await addBranch('Kathmandu', 1);
    await addBranch('Records', 2, 'Central');
    await addBranch('Archive', 1, 'Central');
    await addBranch('Reading room', 0, 'Archive');
    await addBranch('Lalitpur', 3);
    // 11 employees in Kathmandu (reverse sort order), one in Central.
    await t.db
      .insertInto('employee')
      .values([
        ...Array.from({ length: 11 }, (_, i) => ({
          branch_id: ids.Kathmandu!,
          department_id: null,
          image: null,
          full_name_en: `Staff ${i + 1}`,
          full_name_ne: `कर्मचारी ${i + 1}`,
          position_en: 'Assistant',
          position_ne: 'सहायक',
          in_org_chart: 0,
          sort_order: 11 - i,
        })),
        {
          branch_id: ids.Central!,
          department_id: null,
          image: '/uploads/people/c.webp',
          full_name_en: 'Chief',
          full_name_ne: 'प्रमुख',
          position_en: 'Officer',
          position_ne: 'अधिकृत',
          in_org_chart: 1,
          sort_order: 0,
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('lists every branch flat: each main office in order, followed by its sub-branches', async () => {
    const res = await t.app.inject('/api/branch/branches/list-branches/');
    expect(res.statusCode).toBe(200);
    const body = strictly(branchListResponse).parse(res.json());
    // Sort orders repeat across levels (Reading room 0, Archive 1): they order siblings only.
    expect(body.data.map((b) => b.name_en)).toEqual([
      'Kathmandu',
      'Central',
      'Archive',
      'Reading room',
      'Records',
      'Lalitpur',
    ]);
    expect(body.data.find((b) => b.name_en === 'Kathmandu')).toEqual({
      id: ids.Kathmandu,
      parent_id: null,
      image: '/uploads/branches/Kathmandu.webp',
      name_en: 'Kathmandu',
      name_ne: 'Kathmandu ने',
      phone_number_en: '01-4248603',
      phone_number_ne: '०१-४२४८६०३',
      location_en: 'Tripureshwor',
      location_ne: 'त्रिपुरेश्वर',
      hours_en: '10:00-17:00',
      hours_ne: '१०:००-१७:००',
      location_url: 'https://maps.example.org/x',
    });
    expect(body.data.find((b) => b.name_en === 'Archive')?.parent_id).toBe(ids.Central);
  });

  it('nests sub-branches recursively under top-level branches', async () => {
    const res = await t.app.inject('/api/branch/branches/nested-branch-list');
    expect(res.statusCode).toBe(200);
    const body = strictly(nestedBranchListResponse).parse(res.json());
    expect(names(body.data)).toEqual([
      'Kathmandu',
      ['Central', [['Archive', ['Reading room']], 'Records']],
      'Lalitpur',
    ]);
    expect(body.data[0]!.sub_branch).toEqual([]);
  });

  it('answers one branch with its sub-branches as a data array', async () => {
    for (const url of [`/api/branch/branches/${ids.Central}`, `/api/branch/branches/${ids.Central}/`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      const body = strictly(branchResponse).parse(res.json());
      expect(body.data).toHaveLength(1);
      expect(names(body.data)).toEqual([['Central', [['Archive', ['Reading room']], 'Records']]]);
    }
    const leaf = strictly(branchResponse).parse(
      (await t.app.inject(`/api/branch/branches/${ids['Reading room']}`)).json(),
    );
    expect(leaf.data[0]).toMatchObject({
      name_en: 'Reading room',
      parent_id: ids.Archive,
      image: null,
      sub_branch: [],
    });
  });

  it('answers an unknown branch with 404 and a bad id with 400, in both languages', async () => {
    const en = await t.app.inject({ url: '/api/branch/branches/9999', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(404);
    expect(strictly(errorResponse).parse(en.json())).toEqual({ status: 404, message: 'Not found' });
    const ne = await t.app.inject('/api/branch/branches/9999/');
    expect(ne.json()).toEqual({ status: 404, message: translate('ne', 'api.not_found') });
    const bad = await t.app.inject('/api/branch/branches/abc');
    expect(bad.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(bad.json()).errors?.id).toBe(
      translate('ne', 'validation.id_invalid'),
    );
  });

  it("pages a branch's employees in sort order", async () => {
    const base = `/api/branch/branch-employees/list-employees-by-branch/${ids.Kathmandu}`;
    const res = await t.app.inject(`${base}/`);
    expect(res.statusCode).toBe(200);
    const first = strictly(branchEmployeesResponse).parse(res.json());
    expect(first).toMatchObject({ page: 1, page_size: 10, total_items: 11, total_pages: 2 });
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      image: null,
      full_name_en: 'Staff 11',
      full_name_ne: 'कर्मचारी 11',
      position_en: 'Assistant',
      position_ne: 'सहायक',
    });
    const last = strictly(branchEmployeesResponse).parse((await t.app.inject(`${base}?page=2`)).json());
    expect(last.data.map((e) => e.full_name_en)).toEqual(['Staff 1']);
    const sized = strictly(branchEmployeesResponse).parse(
      (await t.app.inject(`${base}?page_size=3&page=4`)).json(),
    );
    expect(sized.data.map((e) => e.full_name_en)).toEqual(['Staff 2', 'Staff 1']);
    const past = strictly(branchEmployeesResponse).parse(
      (await t.app.inject(`${base}?page=5&pageSize=3`)).json(),
    );
    expect(past.data).toEqual([]);
    const none = strictly(branchEmployeesResponse).parse(
      (await t.app.inject(`/api/branch/branch-employees/list-employees-by-branch/${ids.Lalitpur}`)).json(),
    );
    expect(none).toMatchObject({ data: [], total_pages: 0 });
  });

  it('refuses bad paging and bad ids for employees, and answers an unknown branch empty', async () => {
    const base = `/api/branch/branch-employees/list-employees-by-branch/${ids.Kathmandu}`;
    for (const query of ['page=0', 'pageSize=-1', 'page=a', 'pageSize=101']) {
      const field = query.split('=')[0]!;
      const key = field === 'page' ? 'validation.page_invalid' : 'validation.page_size_invalid';
      const en = await t.app.inject({ url: `${base}?${query}`, headers: { 'accept-language': 'en' } });
      expect(en.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(en.json()).errors?.[field]).toBe(translate('en', key));
      const ne = await t.app.inject(`${base}?${query}`);
      expect(strictly(errorResponse).parse(ne.json()).errors?.[field]).toBe(translate('ne', key));
    }
    // Like the other branch tabs, an unknown branch simply has no employees.
    const unknown = await t.app.inject('/api/branch/branch-employees/list-employees-by-branch/9999');
    expect(unknown.statusCode).toBe(200);
    expect(strictly(branchEmployeesResponse).parse(unknown.json())).toMatchObject({
      data: [],
      total_items: 0,
    });
    const badId = await t.app.inject({
      url: '/api/branch/branch-employees/list-employees-by-branch/x1',
      headers: { 'accept-language': 'en' },
    });
    expect(badId.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(badId.json()).errors?.branchId).toBe(
      translate('en', 'validation.id_invalid'),
    );
  });
});

describe('list-branches on the demo seed (issue 15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the main offices in menu order, each directly followed by its sub-branches', async () => {
    const flat = strictly(branchListResponse).parse(
      (await t.app.inject('/api/branch/branches/list-branches')).json(),
    ).data;
    const nested = strictly(nestedBranchListResponse).parse(
      (await t.app.inject('/api/branch/branches/nested-branch-list')).json(),
    ).data;
    expect(
      flat.some((b) => b.parent_id !== null),
      'the seed has sub-branches',
    ).toBe(true);
    // The nested menu read depth first: the office, then its sub-branches.
    const menuOrder = (nodes: BranchNode[]): number[] =>
      nodes.flatMap((n) => [n.id, ...menuOrder(n.sub_branch)]);
    expect(flat.map((b) => b.id)).toEqual(menuOrder(nested));
    expect(flat.filter((b) => b.parent_id === null).map((b) => b.id)).toEqual(nested.map((n) => n.id));
  });
});

describe('branchesInMenuOrder', () => {
  const branch = (id: number, parent_id: number | null) => ({
    id,
    parent_id,
    image: null,
    name_en: `B${id}`,
    name_ne: `शा${id}`,
    phone_number_en: null,
    phone_number_ne: null,
    location_en: null,
    location_ne: null,
    hours_en: null,
    hours_ne: null,
    location_url: null,
  });

  it('keeps every branch: a missing parent makes a main office, a parent loop comes last', () => {
    const list = [branch(1, null), branch(5, 6), branch(2, 99), branch(6, 5), branch(3, 1)];
    expect(branchesInMenuOrder(list).map((b) => b.id)).toEqual([1, 3, 2, 5, 6]);
  });
});
