// Every page's path, for links: the one place a URL of the site is spelled (the route table itself
// is routes.ts). A renamed route changes here, and the typechecker finds every link.
export const pages = {
  home: () => '/',
  notices: () => '/notice',
  articles: () => '/articles',
  vacancy: () => '/vacancy',
  result: () => '/result',
  syllabus: () => '/syllabus',
  laws: (categoryId: number) => `/law-and-enforcement/${categoryId}`,
  // Each item's own page (shared, linked from cards, feeds and the sitemap).
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
  gallery: () => '/gallery',
  culturalHeritage: () => '/cultural-heritage',
  branch: (id: number) => `/branches/${id}`,
  festivals: (id: number) => `/festivals/${id}`,
  festivalDetail: (id: number) => `/festivals/details/${id}`,
  complaintStatus: () => '/complaint/status',
} as const;

/** Whether a path is in the staff area (its own header, never cached or indexed). */
export const isStaffPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
