import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { SCREEN_KINDS } from '#shared/kinds/derived.ts';

/** An item path's route pattern (`downloads/:id`), from the kind's path function. */
const ANY_ID = 987_654_321;
const itemPattern = (path: (id: number) => string) => path(ANY_ID).slice(1).replace(String(ANY_ID), ':id');

// The route table of product.md section 2.
export default [
  index('routes/home/route.tsx'),
  route('notice', 'routes/notices/route.tsx'),
  route('articles', 'routes/articles/route.tsx'),
  route('vacancy', 'routes/vacancy/route.tsx'),
  route('result', 'routes/result/route.tsx'),
  route('syllabus', 'routes/syllabus/route.tsx'),
  route('law-and-enforcement/:id', 'routes/laws/route.tsx'),
  // Each item's own page (issue 13): shared links, feeds, the sitemap and search results lead here.
  route('notice/:id', 'routes/items/notice.tsx'),
  route('articles/:id', 'routes/items/article.tsx'),
  route('vacancy/:id', 'routes/items/vacancy.tsx'),
  route('result/:id', 'routes/items/result.tsx'),
  route('syllabus/:id', 'routes/items/syllabus.tsx'),
  route('law-and-enforcement/item/:id', 'routes/items/law.tsx'),
  // The kinds whose pages are routed from their descriptions (`public.screens`, kinds/descriptions.ts).
  ...SCREEN_KINDS.flatMap(({ kind, list, item }) => [
    route(list.slice(1), `routes/kinds/${kind}/list.tsx`),
    route(itemPattern(item), `routes/kinds/${kind}/item.tsx`),
  ]),
  route('search', 'routes/search/route.tsx'),
  route('contact', 'routes/contact/route.tsx'),
  route('complaint', 'routes/complaint/route.tsx'),
  route('complaint/status', 'routes/complaint-status/route.tsx'),
  route('complaint/record', 'routes/complaint-record/route.tsx'),
  route('calendar', 'routes/calendar/route.tsx'),
  route('about', 'routes/about/route.tsx'),
  route('donate', 'routes/donate/route.tsx'),
  route('alerts', 'routes/alerts/route.tsx'),
  route('alerts/confirm/:token', 'routes/alerts/confirm.tsx'),
  route('alerts/unsubscribe/:token', 'routes/alerts/unsubscribe.tsx'),
  route('gallery', 'routes/gallery/route.tsx'),
  route('cultural-heritage', 'routes/cultural-heritage/route.tsx'),
  route('branches/:id', 'routes/branch/route.tsx'),
  route('festivals/:id', 'routes/festivals/route.tsx'),
  // product.md section 2 writes this one as 'festivals/details/:id' (no leading slash): React Router's form.
  route('festivals/details/:id', 'routes/festival-detail/route.tsx'),
  // The staff area (web/admin/): its own bundles, never loaded by a public page.
  ...prefix('admin', [
    route('sign-in', 'admin/sign-in/route.tsx'),
    route('sign-in/code', 'admin/sign-in-code/route.tsx'),
    route('sign-out', 'admin/sign-out/route.tsx'),
    route('set-password', 'admin/set-password/route.tsx'),
    // A preview link (ADR 032): no sign-in, the link is the key; outside the staff layout.
    route('preview/:token', 'admin/preview-link/route.tsx'),
    // The activity log as CSV: a file, not a page, so outside the staff area's layout.
    route('audit/export.csv', 'admin/audit/export-route.ts'),
    layout('admin/layout/route.tsx', [
      index('admin/dashboard/route.tsx'),
      route('cases', 'admin/cases/route.tsx'),
      route('cases/reports', 'admin/case-reports/route.tsx'),
      route('cases/:kind/:id', 'admin/case-detail/route.tsx'),
      route('users', 'admin/users/route.tsx'),
      route('audit', 'admin/audit/route.tsx'),
      route('mail', 'admin/mail/route.tsx'),
      route('account', 'admin/account/route.tsx'),
      // Edited content, one set of screens for every kind (`notices`, `laws` ...): admin/lib/content-kinds.ts.
      route('content', 'admin/content-kinds/route.tsx'),
      route('media', 'admin/media/route.tsx'),
      route('trash', 'admin/trash/route.tsx'),
      route('settings/:group?', 'admin/settings/route.tsx'),
      route(':kind', 'admin/content-list/route.tsx'),
      route(':kind/new', 'admin/content-edit/route.tsx', { id: 'admin/content-new' }),
      route(':kind/:id', 'admin/content-edit/route.tsx'),
      route(':kind/:id/history', 'admin/content-history/route.tsx'),
      route(':kind/:id/preview', 'admin/content-edit/preview-route.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found/route.tsx'),
] satisfies RouteConfig;
