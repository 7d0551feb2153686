// Every public page's path: the one place a URL of the site is spelled (the route table itself is
// web/routes.ts). The website's links (web/lib/paths.ts), the kinds' public faces (kinds/descriptions.ts)
// and through them the sitemap, the feeds and the search results all read it, so a renamed route changes
// here and the typechecker finds every use.
export const pages = {
  home: () => '/',
  notices: () => '/notice',
  articles: () => '/articles',
  vacancy: () => '/vacancy',
  result: () => '/result',
  syllabus: () => '/syllabus',
  laws: (categoryId: number) => `/law-and-enforcement/${categoryId}`,
  noticeItem: (id: number) => `/notice/${id}`,
  articleItem: (id: number) => `/articles/${id}`,
  vacancyItem: (id: number) => `/vacancy/${id}`,
  resultItem: (id: number) => `/result/${id}`,
  syllabusItem: (id: number) => `/syllabus/${id}`,
  lawItem: (id: number) => `/law-and-enforcement/item/${id}`,
  contact: () => '/contact',
  complaint: () => '/complaint',
  calendar: () => '/calendar',
  about: () => '/about',
  donate: () => '/donate',
  gallery: () => '/gallery',
  culturalHeritage: () => '/cultural-heritage',
  branch: (id: number) => `/branches/${id}`,
  festivals: (id: number) => `/festivals/${id}`,
  festivalDetail: (id: number) => `/festivals/details/${id}`,
  complaintStatus: () => '/complaint/status',
  complaintRecord: () => '/complaint/record',
  search: () => '/search',
  alerts: () => '/alerts',
  /** The links of the alert mails (ADR 046): a page with a button; the GET changes nothing. */
  alertConfirm: (token: string) => `/alerts/confirm/${token}`,
  alertUnsubscribe: (token: string) => `/alerts/unsubscribe/${token}`,
} as const;
