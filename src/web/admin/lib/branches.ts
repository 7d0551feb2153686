import type { RouterContextProvider } from 'react-router';
import { endpoints } from '#shared/contract/endpoints.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { serverApiReader } from '#web/lib/api/api-reader.ts';

export interface BranchOption {
  id: number;
  name_en: string;
  name_ne: string;
}

/** Every branch, for filters and assignment (the public list). */
export async function loadBranchOptions(context: Readonly<RouterContextProvider>): Promise<BranchOption[]> {
  const { data } = await serverApiReader(context)(endpoints.branches());
  return data.map(({ id, name_en, name_ne }) => ({ id, name_en, name_ne }));
}

export const branchLabel = (branch: { name_en: string | null; name_ne: string | null }, lang: Lang) =>
  (lang === 'ne' ? branch.name_ne : branch.name_en) ?? '';
