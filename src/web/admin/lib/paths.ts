// The staff area's page paths: the one place its URLs are spelled (routes.ts holds the route table).
/** The staff area's pages (web/admin/). */
export const adminPages = {
  home: () => '/admin',
  signIn: () => '/admin/sign-in',
  signInCode: () => '/admin/sign-in/code',
  signOut: () => '/admin/sign-out',
  setPassword: () => '/admin/set-password',
  cases: (query = '') => `/admin/cases${query ? `?${query}` : ''}`,
  case: (kind: 'complaint' | 'message', id: number) => `/admin/cases/${kind}/${id}`,
  users: () => '/admin/users',
  audit: (query = '') => `/admin/audit${query ? `?${query}` : ''}`,
  account: () => '/admin/account',
  notices: (query = '') => `/admin/notices${query ? `?${query}` : ''}`,
  newNotice: () => '/admin/notices/new',
  notice: (id: number) => `/admin/notices/${id}`,
  noticeHistory: (id: number) => `/admin/notices/${id}/history`,
} as const;
