// The website's address of each item's own page, for the website's links (web/lib/paths.ts) and for
// what the server writes about the site: feeds and the sitemap. One spelling of each.
export const itemPaths = {
  noticeItem: (id: number) => `/notice/${id}`,
  articleItem: (id: number) => `/articles/${id}`,
  vacancyItem: (id: number) => `/vacancy/${id}`,
  resultItem: (id: number) => `/result/${id}`,
  syllabusItem: (id: number) => `/syllabus/${id}`,
  lawItem: (id: number) => `/law-and-enforcement/item/${id}`,
} as const;
