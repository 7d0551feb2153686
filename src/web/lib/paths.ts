// Every page's path, for links: the one place a URL of the site is spelled (the route table itself
// is routes.ts). A renamed route changes here, and the typechecker finds every link.
import { itemPaths } from '../../shared/item-paths.ts';

export const pages = {
  home: () => '/',
  notices: () => '/notice',
  articles: () => '/articles',
  vacancy: () => '/vacancy',
  result: () => '/result',
  syllabus: () => '/syllabus',
  laws: (categoryId: number) => `/law-and-enforcement/${categoryId}`,
  // Each item's own page (spelled in shared/, as feeds and the sitemap link there too).
  ...itemPaths,
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
  search: () => '/search',
} as const;

/** Whether a path is in the staff area (its own header, never cached or indexed). */
export const isStaffPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
