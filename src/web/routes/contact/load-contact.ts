// The contact page's data: the site settings (contact cards, blurbs, map) and the subjects of the
// form. Each read settles on its own: a failed one leaves its part empty, the page still renders.
import type { Category } from '#shared/contract/common.ts';

import type { SiteSettings } from '#shared/contract/site.ts';
import { endpoints, type ApiRead } from '#web/lib/api/api-reader.ts';

export interface ContactPageData {
  settings: SiteSettings | null;
  /** null when the subjects could not be read. */
  subjects: Category[] | null;
}

export async function loadContactPage(read: ApiRead): Promise<ContactPageData> {
  const [settings, subjects] = await Promise.all([
    read(endpoints.settings()).catch(() => null),
    read(endpoints.contactCategories())
      .then((answer) => answer.data)
      .catch(() => null),
  ]);
  return { settings, subjects };
}
