import { describe, expect, it } from 'vitest';
import { endpoints } from '#shared/contract/endpoints.ts';
import { ApiError } from '../api/api-error.ts';
import type { ApiQuery, ApiRead } from '../api/api-reader.ts';
import { loadLayoutData } from './layout-data.ts';

const branch = (id: number, sub: unknown[] = []) => ({
  id,
  parent_id: null,
  image: '/uploads/b.jpg',
  name_en: `Branch ${id}`,
  name_ne: `शाखा ${id}`,
  phone_number_en: null,
  phone_number_ne: null,
  location_en: 'somewhere',
  location_ne: null,
  hours_en: null,
  hours_ne: null,
  location_url: null,
  sub_branch: sub,
});

const answers: Record<string, unknown> = {
  [endpoints.nestedBranches().path]: { data: [branch(1, [branch(2)])] },
  [endpoints.services().path]: {
    data: [
      {
        id: 5,
        url: 'https://x.example',
        image: null,
        name_en: 'S',
        name_ne: 'से',
        description_en: 'd',
        description_ne: 'd',
      },
    ],
  },
  [endpoints.festivalMenu().path]: {
    data: [
      { id: 7, title_en: 'Indra Jatra', title_ne: 'इन्द्रजात्रा', name_en: 'x', name_ne: 'x', image: null },
    ],
  },
  [endpoints.lawCategories().path]: { data: [{ id: 3, name_en: 'Acts', name_ne: 'ऐन' }] },
  [endpoints.footerContact().path]: { email: 'info@example.np' },
  [endpoints.settings().path]: {
    institution_name_en: 'Guthi Sansthan',
    institution_name_ne: 'गुठी संस्थान',
    logo: null,
    apply_vacancy_url: 'https://apply.example',
    phone: '01-4248603',
    office_phone_en: '01-4248603',
    office_phone_ne: '०१-४२४८६०३',
    email: 'info@example.np',
    address_en: 'Kathmandu',
    address_ne: 'काठमाडौं',
    map_embed_url: 'https://map.example',
    why_choose: [],
  },
};

function reader(failing: string[] = []): ApiRead {
  return <T>(query: ApiQuery<T>) =>
    failing.includes(query.path)
      ? Promise.reject(new ApiError(500, 'boom'))
      : Promise.resolve(answers[query.path] as T);
}

describe('loadLayoutData', () => {
  it('reads the six answers and keeps only what the shell shows', async () => {
    const layout = await loadLayoutData(reader());
    expect(layout.branches).toEqual([
      {
        id: 1,
        name_en: 'Branch 1',
        name_ne: 'शाखा 1',
        sub_branch: [{ id: 2, name_en: 'Branch 2', name_ne: 'शाखा 2', sub_branch: [] }],
      },
    ]);
    expect(layout.services).toEqual([{ id: 5, url: 'https://x.example', name_en: 'S', name_ne: 'से' }]);
    expect(layout.festivals).toEqual([{ id: 7, name_en: 'Indra Jatra', name_ne: 'इन्द्रजात्रा' }]);
    expect(layout.lawCategories).toEqual([{ id: 3, name_en: 'Acts', name_ne: 'ऐन' }]);
    expect(layout.footerContact).toEqual({ email: 'info@example.np' });
    expect(layout.settings).toEqual({
      institution_name_en: 'Guthi Sansthan',
      institution_name_ne: 'गुठी संस्थान',
      logo: null,
      apply_vacancy_url: 'https://apply.example',
      phone: '01-4248603',
      email: 'info@example.np',
      address_en: 'Kathmandu',
      address_ne: 'काठमाडौं',
    });
  });

  it('leaves a failed part empty, logs it, and still returns the rest', async () => {
    const logged: string[] = [];
    const layout = await loadLayoutData(
      reader([endpoints.services().path, endpoints.settings().path]),
      (message) => logged.push(message),
    );
    expect(layout.services).toEqual([]);
    expect(layout.settings).toBeNull();
    expect(layout.branches).toHaveLength(1);
    expect(logged).toEqual([
      'layout data: GET /api/base/services failed',
      'layout data: GET /api/base/settings failed',
    ]);
  });
});
