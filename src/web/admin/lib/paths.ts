// The staff area's page paths: the one place its URLs are spelled (routes.ts holds the route table).
import type { ContentKind } from '#shared/contract/admin/content-kinds.ts';

/** The staff area's pages (web/admin/). */
export const adminPages = {
  home: () => '/admin',
  signIn: () => '/admin/sign-in',
  signInCode: () => '/admin/sign-in/code',
  signOut: () => '/admin/sign-out',
  setPassword: () => '/admin/set-password',
  cases: (query = '') => `/admin/cases${query ? `?${query}` : ''}`,
  case: (kind: 'complaint' | 'message', id: number) => `/admin/cases/${kind}/${id}`,
  caseReports: () => '/admin/cases/reports',
  users: () => '/admin/users',
  audit: (query = '') => `/admin/audit${query ? `?${query}` : ''}`,
  mail: (query = '') => `/admin/mail${query ? `?${query}` : ''}`,
  account: () => '/admin/account',
  contentKinds: () => '/admin/content',
  media: () => '/admin/media',
  /** The trash of every kind (issue 29). */
  trash: () => '/admin/trash',
  settings: (group?: string) => (group ? `/admin/settings/${group}` : '/admin/settings'),
  content: (kind: ContentKind, query = '') => `/admin/${kind}${query ? `?${query}` : ''}`,
  newContent: (kind: ContentKind) => `/admin/${kind}/new`,
  contentItem: (kind: ContentKind, id: number) => `/admin/${kind}/${id}`,
  contentHistory: (kind: ContentKind, id: number) => `/admin/${kind}/${id}/history`,
  /** A saved item (GET) or an unsaved edit (POST, `new` for a new item) as visitors would see it. */
  contentPreview: (kind: ContentKind, id: number | 'new') => `/admin/${kind}/${id}/preview`,
  /** What a preview link shows, without signing in. */
  previewLink: (token: string) => `/admin/preview/${encodeURIComponent(token)}`,
} as const;
