import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { errorResponse } from '#shared/contract/common.ts';
import { departmentsResponse, employeesResponse, teamResponse } from '#shared/contract/people.ts';
import { translate } from '#shared/i18n/index.ts';
import { strictly } from '#server/test-support/strictly.ts';

describe('people API', () => {
  let t: TestApp;
  let land: number;
  let finance: number;
  let empty: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const departments = await t.db
      .insertInto('department')
      .values([
        { name_en: 'Land Management Section', name_ne: 'भूमि व्यवस्थापन शाखा', sort_order: 2 },
        { name_en: 'Finance Section', name_ne: 'अर्थ तथा वित्त व्यवस्थापन शाखा', sort_order: 1 },
        { name_en: 'Law Section', name_ne: 'कानून शाखा', sort_order: 3 },
      ])
      .returning('id')
      .execute();
    [land, finance, empty] = departments.map((d) => d.id) as [number, number, number];
    const person = (n: number, extra: Record<string, unknown>) => ({
      image: n === 1 ? null : `/uploads/people/${n}.webp`,
      full_name_en: `Person ${n}`,
      full_name_ne: `व्यक्ति ${n}`,
      position_en: `Officer ${n}`,
      position_ne: `अधिकृत ${n}`,
      branch_id: null,
      department_id: null,
      in_org_chart: 0,
      sort_order: 0,
      ...extra,
    });
    await t.db
      .insertInto('employee')
      .values([
        // Org chart: sort_order 2, 1, 1 (ids break the tie), and one not in the chart.
        person(1, { in_org_chart: 1, sort_order: 2 }),
        person(2, { in_org_chart: 1, sort_order: 1 }),
        person(3, { in_org_chart: 1, sort_order: 1 }),
        person(4, { in_org_chart: 0 }),
        // 10 in the land section, in reverse sort order; 1 in finance.
        ...Array.from({ length: 10 }, (_, i) => person(10 + i, { department_id: land, sort_order: 10 - i })),
        person(30, { department_id: finance }),
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('lists the org chart in sort order, ids breaking ties', async () => {
    for (const url of ['/api/base/employees', '/api/base/employees/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      const body = strictly(employeesResponse).parse(res.json());
      expect(body.data.map((e) => e.full_name_en)).toEqual(['Person 2', 'Person 3', 'Person 1']);
      expect(body.data[2]).toEqual({
        id: 1,
        image: null,
        full_name_en: 'Person 1',
        full_name_ne: 'व्यक्ति 1',
        position_en: 'Officer 1',
        position_ne: 'अधिकृत 1',
      });
    }
  });

  it('lists departments in display order', async () => {
    const body = strictly(departmentsResponse).parse((await t.app.inject('/api/base/departments/')).json());
    expect(body.data.map((d) => d.id)).toEqual([finance, land, empty]);
    expect(body.data[0]).toEqual({
      id: finance,
      name_en: 'Finance Section',
      name_ne: 'अर्थ तथा वित्त व्यवस्थापन शाखा',
    });
  });

  it('pages a department team 8 at a time by default', async () => {
    const res = await t.app.inject(`/api/base/departments/${land}/team`);
    expect(res.statusCode).toBe(200);
    const first = strictly(teamResponse).parse(res.json());
    expect(first).toMatchObject({ page: 1, page_size: 8, total_items: 10, total_pages: 2 });
    expect(first.data.map((e) => e.full_name_en).slice(0, 2)).toEqual(['Person 19', 'Person 18']);
    const second = strictly(teamResponse).parse(
      (await t.app.inject(`/api/base/departments/${land}/team/?page=2`)).json(),
    );
    expect(second.data.map((e) => e.full_name_en)).toEqual(['Person 11', 'Person 10']);
    const sized = strictly(teamResponse).parse(
      (await t.app.inject(`/api/base/departments/${land}/team?page_size=5`)).json(),
    );
    expect(sized).toMatchObject({ page_size: 5, total_pages: 2 });
    const past = strictly(teamResponse).parse(
      (await t.app.inject(`/api/base/departments/${land}/team?page=3`)).json(),
    );
    expect(past.data).toEqual([]);
    const none = strictly(teamResponse).parse(
      (await t.app.inject(`/api/base/departments/${empty}/team`)).json(),
    );
    expect(none).toMatchObject({ data: [], total_items: 0, total_pages: 0 });
  });

  it('answers an unknown department with 404 JSON in the request language', async () => {
    const en = await t.app.inject({
      url: '/api/base/departments/9999/team',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(404);
    expect(strictly(errorResponse).parse(en.json())).toEqual({ status: 404, message: 'Not found' });
    const ne = await t.app.inject('/api/base/departments/9999/team/');
    expect(ne.json()).toEqual({ status: 404, message: translate('ne', 'api.not_found') });
  });

  it('refuses a non-numeric department id and bad paging in both languages', async () => {
    const badId = await t.app.inject({
      url: '/api/base/departments/abc/team',
      headers: { 'accept-language': 'en' },
    });
    expect(badId.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(badId.json()).errors?.id).toBe(
      translate('en', 'validation.id_invalid'),
    );
    for (const query of ['page=0', 'pageSize=-1', 'page=two', 'pageSize=101']) {
      const field = query.split('=')[0]!;
      const key = field === 'page' ? 'validation.page_invalid' : 'validation.page_size_invalid';
      const url = `/api/base/departments/${land}/team?${query}`;
      const en = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(en.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(en.json()).errors?.[field]).toBe(translate('en', key));
      const ne = await t.app.inject(url);
      expect(strictly(errorResponse).parse(ne.json()).errors?.[field]).toBe(translate('ne', key));
    }
  });
});
