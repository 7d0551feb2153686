// What every page's header and footer show: menus (services, branches, festivals, law categories),
// the footer contact block and the institution's name, logo and contacts. Loaded once by the root
// loader (it never revalidates), in parallel; a failed call leaves its part empty and is logged, so a
// broken menu never takes a page down. Answers are trimmed to the fields the shell uses: this data is
// serialised into every HTML page for hydration.
import type { BranchNode } from '#shared/contract/branches.ts';

import type { FooterContact, SiteSettings } from '#shared/contract/site.ts';
import { endpoints, type ApiQuery, type ApiRead } from '../api/api-reader.ts';

export interface MenuBranch {
  id: number;
  name_en: string;
  name_ne: string;
  sub_branch: MenuBranch[];
}
interface MenuService {
  id: number;
  url: string;
  name_en: string;
  name_ne: string;
}
interface MenuEntry {
  id: number;
  name_en: string;
  name_ne: string;
}
type ShellSettings = Pick<
  SiteSettings,
  | 'institution_name_en'
  | 'institution_name_ne'
  | 'logo'
  | 'apply_vacancy_url'
  | 'phone'
  | 'email'
  | 'address_en'
  | 'address_ne'
>;

export interface LayoutData {
  branches: MenuBranch[];
  services: MenuService[];
  festivals: MenuEntry[];
  lawCategories: MenuEntry[];
  footerContact: FooterContact | null;
  settings: ShellSettings | null;
}

export const emptyLayoutData: LayoutData = {
  branches: [],
  services: [],
  festivals: [],
  lawCategories: [],
  footerContact: null,
  settings: null,
};

function toMenuBranch(node: BranchNode): MenuBranch {
  return {
    id: node.id,
    name_en: node.name_en,
    name_ne: node.name_ne,
    sub_branch: (node.sub_branch ?? []).map(toMenuBranch),
  };
}

function toShellSettings(settings: SiteSettings): ShellSettings {
  return {
    institution_name_en: settings.institution_name_en,
    institution_name_ne: settings.institution_name_ne,
    logo: settings.logo,
    apply_vacancy_url: settings.apply_vacancy_url,
    phone: settings.phone,
    email: settings.email,
    address_en: settings.address_en,
    address_ne: settings.address_ne,
  };
}

/** The six reads; each settles on its own. `log` receives the failures (console.error by default). */
export async function loadLayoutData(
  read: ApiRead,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Promise<LayoutData> {
  const settle = async <T, R>(query: ApiQuery<T>, pick: (answer: T) => R, fallback: R): Promise<R> => {
    try {
      return pick(await read(query));
    } catch (error) {
      log(`layout data: GET /api${query.path} failed`, error);
      return fallback;
    }
  };
  const [branches, services, festivals, lawCategories, footerContact, settings] = await Promise.all([
    settle(endpoints.nestedBranches(), (answer) => answer.data.map(toMenuBranch), []),
    settle(
      endpoints.services(),
      (answer) => answer.data.map(({ id, url, name_en, name_ne }) => ({ id, url, name_en, name_ne })),
      [],
    ),
    settle(
      endpoints.festivalMenu(),
      // The menu reads title_*; product.md section 3 says some festival lists carry name_* instead.
      (answer) =>
        answer.data.map((item) => ({
          id: item.id,
          name_en: item.title_en || item.name_en,
          name_ne: item.title_ne || item.name_ne,
        })),
      [],
    ),
    settle(
      endpoints.lawCategories(),
      (answer) => answer.data.map(({ id, name_en, name_ne }) => ({ id, name_en, name_ne })),
      [],
    ),
    settle<FooterContact, FooterContact | null>(endpoints.footerContact(), (answer) => answer, null),
    settle<SiteSettings, ShellSettings | null>(endpoints.settings(), toShellSettings, null),
  ]);
  return { branches, services, festivals, lawCategories, footerContact, settings };
}
