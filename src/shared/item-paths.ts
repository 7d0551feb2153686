// The website's address of each item's own page, for the website's links (web/lib/paths.ts) and for
// what the server writes about the site: feeds and the sitemap. One spelling of each.
import type { SearchType } from './search.ts';
export const itemPaths = {
  noticeItem: (id: number) => `/notice/${id}`,
  articleItem: (id: number) => `/articles/${id}`,
  vacancyItem: (id: number) => `/vacancy/${id}`,
  resultItem: (id: number) => `/result/${id}`,
  syllabusItem: (id: number) => `/syllabus/${id}`,
  lawItem: (id: number) => `/law-and-enforcement/item/${id}`,
} as const;

/** Where a search result leads (heritage sites have no page of their own: their list). */
export function searchResultPath(type: SearchType, id: number): string {
  switch (type) {
    case 'notice':
      return itemPaths.noticeItem(id);
    case 'article':
      return itemPaths.articleItem(id);
    case 'vacancy':
      return itemPaths.vacancyItem(id);
    case 'result':
      return itemPaths.resultItem(id);
    case 'syllabus':
      return itemPaths.syllabusItem(id);
    case 'law':
      return itemPaths.lawItem(id);
    case 'festival':
      return `/festivals/details/${id}`;
    case 'heritage':
      return '/cultural-heritage';
    case 'branch':
      return `/branches/${id}`;
  }
}
