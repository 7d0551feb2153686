// The contact page's data: the site settings (contact cards, blurbs, map) and the subjects of the
// form. Each read settles on its own: a failed one leaves its part empty, the page still renders.
import type { Category } from '../../../shared/contract/common.ts';
import type { contactCategoriesResponse } from '../../../shared/contract/contact.ts';
import type { SiteSettings } from '../../../shared/contract/site.ts';
import { apiQuery, type ApiRead } from '../../lib/api/api-reader.ts';
import type { z } from 'zod';

export interface ContactPageData {
  settings: SiteSettings | null;
  /** null when the subjects could not be read. */
  subjects: Category[] | null;
}

export async function loadContactPage(read: ApiRead): Promise<ContactPageData> {
  const [settings, subjects] = await Promise.all([
    read(apiQuery<SiteSettings>('/base/settings/')).catch(() => null),
    read(apiQuery<z.infer<typeof contactCategoriesResponse>>('/base/contact-us-categories/'))
      .then((answer) => answer.data)
      .catch(() => null),
  ]);
  return { settings, subjects };
}
