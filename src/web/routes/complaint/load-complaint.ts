// The complaint page's data: the branches and the complaint categories of the two dropdowns. Each
// read settles on its own (null when it failed: the form says so instead of an empty dropdown).
import type { Branch } from '#shared/contract/branches.ts';
import type { Category } from '#shared/contract/common.ts';

import { endpoints, type ApiRead } from '#web/lib/api/api-reader.ts';

export type BranchChoice = Pick<Branch, 'id' | 'parent_id' | 'name_en' | 'name_ne'>;

export interface ComplaintPageData {
  branches: BranchChoice[] | null;
  categories: Category[] | null;
}

export async function loadComplaintPage(read: ApiRead): Promise<ComplaintPageData> {
  const [branches, categories] = await Promise.all([
    read(endpoints.branches())
      // Only what the dropdown needs travels to the page.
      .then((answer) =>
        answer.data.map(({ id, parent_id, name_en, name_ne }) => ({ id, parent_id, name_en, name_ne })),
      )
      .catch(() => null),
    read(endpoints.complaintCategories())
      .then((answer) => answer.data)
      .catch(() => null),
  ]);
  return { branches, categories };
}
