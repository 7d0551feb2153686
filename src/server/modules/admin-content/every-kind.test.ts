// Every kind of content through the same editing calls (content-kinds.ts): created as a draft, published,
// scheduled, trashed and restored, a revision restored, each step checked against the public API the
// site reads, so "only published content reaches /api" holds for every kind. The public API is read over
// HTTP, twice each time, so the second answer comes from the response cache: each edit must drop exactly
// the stored answers that showed the item (ADR 024).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentKinds,
  editedItemResponses,
  kindSpecs,
  type ContentKind,
  type KindSpec,
} from '#shared/contract/admin/content-kinds.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { API_KINDS, type ApiKind } from '#shared/kinds/derived.ts';
import { placeUpload } from '#server/test-support/uploaded-file.ts';

let t: TestApp;
let editor: TestStaff;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const name of ['file', 'image', 'link', 'url', 'location_url']) {
    placeUpload(t, `/uploads/samples/${name}.webp`);
  }
});
afterAll(() => t.close());

/** Branch-scoped samples go to branch 1, whose lists the probes read. */
const BRANCH = 1;

/**
 * Where the public site shows each kind (the whole answer is searched for the sample's marker): the API
 * path of a kind read from its description, else its module's.
 */
const publicPaths: Record<ContentKind, string[]> = {
  ...(Object.fromEntries(
    API_KINDS.map((kind) => [kind, [`${(kindSpecs[kind] as KindSpec).public!.api}?pageSize=100`]]),
  ) as Record<ApiKind, string[]>),
  notices: ['/notices?pageSize=100'],
  articles: ['/articles?pageSize=100'],
  vacancies: ['/vacancy/notices?pageSize=100'],
  results: ['/vacancy/results?pageSize=100'],
  syllabuses: ['/vacancy/syllabus?pageSize=100'],
  laws: ['/laws?page_size=100'],
  'law-categories': ['/law-categories'],
  festivals: ['/events/festivals'],
  occasions: [`/events/occasions/list-occasions-by-branch/${BRANCH}?pageSize=100`],
  'heritage-sites': ['/events/temples?pageSize=100'],
  gallery: ['/base/gallery?pageSize=100'],
  slides: ['/base/get-homepage-contents'],
  services: ['/base/services'],
  branches: ['/branch/branches/list-branches'],
  employees: [`/branch/branch-employees/list-employees-by-branch/${BRANCH}?pageSize=100`],
  departments: ['/base/departments'],
  'contact-categories': ['/base/contact-us-categories'],
  'complaint-categories': ['/base/complaint-categories'],
};

const REF_TABLES = {
  branch: 'branch',
  law_category: 'law_category',
  department: 'department',
  festival: 'festival',
};

/** The ISO date `days` after today. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid edit of a kind, its texts marked so the public answers can be searched for them. */
async function sampleOf(spec: KindSpec, marker: string): Promise<Record<string, unknown>> {
  const edit: Record<string, unknown> = { status: 'draft' };
  for (const field of spec.fields) {
    if (field.bilingual) {
      edit[`${field.name}_en`] = `${marker} ${field.name}`;
      edit[`${field.name}_ne`] = `${marker} नेपाली ${field.name}`;
      continue;
    }
    switch (field.type) {
      case 'day':
        // Days to come: the public lists of occasions show those that have not ended (fixed dates
        // went by and the test failed from 2026-12-03).
        edit[field.name] = daysFromNow(field.name === 'end_date' ? 3 : 1);
        break;
      case 'flag':
        edit[field.name] = false;
        break;
      case 'number':
        edit[field.name] = 7;
        break;
      case 'ref': {
        const row = await t.db
          .selectFrom(REF_TABLES[field.ref!] as 'branch')
          .select('id')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        edit[field.name] = row.id;
        break;
      }
      default:
        edit[field.name] = `/uploads/samples/${field.name}.webp`;
    }
  }
  if (spec.access.branchOwned) edit.branch_id = BRANCH;
  return edit;
}

async function publicShows(kind: ContentKind, marker: string): Promise<boolean> {
  let shown = false;
  for (const path of publicPaths[kind]) {
    const first = await fetch(`${origin}/api${path}`);
    expect(first.status, path).toBe(200);
    const body = await first.text();
    const hitsBefore = t.app.responseStore.hits;
    const again = await fetch(`${origin}/api${path}`);
    expect(t.app.responseStore.hits, `${path} was stored`).toBe(hitsBefore + 1);
    expect(await again.text(), `${path} from the store`).toBe(body);
    if (body.includes(marker)) shown = true;
  }
  return shown;
}

describe.each(contentKinds)('%s', (kind) => {
  const spec: KindSpec = kindSpecs[kind];
  const base = `/api/admin/${kind}`;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    // A save says which revision it is based on: the one just read, as the edit page does.
    const read = method === 'PUT' ? await asStaff(t, editor, { method: 'GET', url }) : null;
    const base = read ? { base_revision: read.json().data.revision as number } : {};
    return asStaff(t, editor, { method, url, ...(payload ? { payload: { ...payload, ...base } } : {}) });
  };

  it('is hidden as a draft, shown once published, hidden when scheduled or trashed, back when restored', async () => {
    const marker = `QA-${kind}-${Date.now()}`;
    const sample = await sampleOf(spec, marker);
    const created = await call('POST', base, sample);
    expect(created.statusCode, created.body).toBe(201);
    const item = strictly(editedItemResponses[kind]).parse(created.json()).data;
    expect(item).toMatchObject({ visibility: 'draft', missing_languages: [] });
    expect(await publicShows(kind, marker)).toBe(false);

    const published = await call('PUT', `${base}/${item.id}`, { ...sample, status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.visibility).toBe('published');
    expect(await publicShows(kind, marker)).toBe(true);
    expect(await publicShows(kind, `${marker} नेपाली`)).toBe(true);

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('PUT', `${base}/${item.id}`, {
      ...sample,
      status: 'published',
      publish_at: later,
    });
    expect(scheduled.json().data.visibility).toBe('scheduled');
    expect(await publicShows(kind, marker)).toBe(false);

    await call('PUT', `${base}/${item.id}`, { ...sample, status: 'published' });
    expect((await call('DELETE', `${base}/${item.id}`)).json().data.visibility).toBe('trashed');
    expect(await publicShows(kind, marker)).toBe(false);
    const trash = (await call('GET', `${base}?visibility=trashed&pageSize=100`)).json().data as {
      id: number;
    }[];
    expect(trash.map((entry) => entry.id)).toContain(item.id);
    expect((await call('POST', `${base}/${item.id}/restore`)).json().data.visibility).toBe('published');
    expect(await publicShows(kind, marker)).toBe(true);

    // The first revision was the draft: restoring it hides the item again, as a fifth revision.
    const restored = await call('POST', `${base}/${item.id}/revisions/1/restore`);
    expect(restored.json().data.visibility).toBe('draft');
    expect(await publicShows(kind, marker)).toBe(false);
    const revisions = (await call('GET', `${base}/${item.id}/revisions`)).json().data as { number: number }[];
    expect(revisions.map((revision) => revision.number)).toEqual([5, 4, 3, 2, 1]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', spec.table)
      .where('entity_id', '=', String(item.id))
      .execute();
    expect(audit).toHaveLength(7);

    const found = (await call('GET', `${base}?q=${encodeURIComponent(marker.toLowerCase())}`)).json();
    expect(found.data.map((entry: { id: number }) => entry.id)).toEqual([item.id]);
  });

  it('flags a missing language and refuses an item with no title', async () => {
    const marker = `QA-lang-${kind}-${Date.now()}`;
    const sample = await sampleOf(spec, marker);
    const english = Object.fromEntries(
      Object.entries(sample).map(([key, value]) => [key, key.endsWith('_ne') ? '' : value]),
    );
    const created = await call('POST', base, english);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.missing_languages).toEqual(['ne']);
    const title = spec.fields.find((field) => field.bilingual)!.name;
    const untitled = await call('POST', base, { ...sample, [`${title}_en`]: '', [`${title}_ne`]: '' });
    expect(untitled.statusCode).toBe(400);
    expect(Object.keys(untitled.json().errors)).toEqual([`${title}_en`]);
  });
});

describe('rules of particular kinds', () => {
  const post = (kind: ContentKind, payload: object, lang = 'en') =>
    asStaff(t, editor, { method: 'POST', url: `/api/admin/${kind}?lng=${lang}`, payload });

  it('refuses a festival that ends before it starts, in the editor’s language', async () => {
    const sample = await sampleOf(kindSpecs.festivals, 'QA-dates');
    const response = await post(
      'festivals',
      { ...sample, start_date: '2026-12-05', end_date: '2026-12-01' },
      'ne',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ end_date: 'अन्त्य मिति सुरु मितिकै दिन वा पछि हुनुपर्छ' });
  });

  it('refuses a law without a category, or with one that does not exist or is in the trash', async () => {
    const sample = await sampleOf(kindSpecs.laws, 'QA-law');
    const none = await post('laws', { ...sample, category_id: null });
    expect(none.json().errors).toEqual({ category_id: 'This is required' });
    const unknown = await post('laws', { ...sample, category_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ category_id: 'Choose an item from the list' });

    const category = (
      await post('law-categories', await sampleOf(kindSpecs['law-categories'], 'QA-cat'))
    ).json().data;
    await asStaff(t, editor, { method: 'DELETE', url: `/api/admin/law-categories/${category.id}` });
    const trashed = await post('laws', { ...sample, category_id: category.id });
    expect(trashed.json().errors).toEqual({ category_id: 'Choose an item from the list' });
  });

  it('refuses a branch that is its own parent', async () => {
    const sample = await sampleOf(kindSpecs.branches, 'QA-branch');
    const branch = (await post('branches', { ...sample, parent_id: null })).json().data;
    const response = await asStaff(t, editor, {
      method: 'PUT',
      url: `/api/admin/branches/${branch.id}`,
      payload: { ...sample, parent_id: branch.id, base_revision: branch.revision },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['parent_id']);
  });

  it('keeps a vacancy notice, a result and a syllabus apart though they share a table', async () => {
    const sample = await sampleOf(kindSpecs.results, 'QA-result-only');
    const result = (await post('results', sample)).json().data;
    const asVacancy = await asStaff(t, editor, { method: 'GET', url: `/api/admin/vacancies/${result.id}` });
    expect(asVacancy.statusCode).toBe(404);
  });

  it('lets a branch editor edit their branch’s festivals but no site-wide kind', async () => {
    const branchEditor = await createStaff(t, 'branch_editor', { branchId: BRANCH });
    const festival = await asStaff(t, branchEditor, {
      method: 'POST',
      url: '/api/admin/festivals',
      payload: await sampleOf(kindSpecs.festivals, 'QA-branch-festival'),
    });
    expect(festival.statusCode, festival.body).toBe(201);
    const law = await asStaff(t, branchEditor, {
      method: 'POST',
      url: '/api/admin/laws',
      payload: await sampleOf(kindSpecs.laws, 'QA-branch-law'),
    });
    expect(law.statusCode).toBe(403);
  });
});
