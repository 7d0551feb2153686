// /admin/audit/export.csv (administrators): the filtered activity log as a spreadsheet, in the staff
// member's language, read as the screen reads it (readable.ts). The API logs the export.
import type { Route } from './+types/export-route.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { toCsv } from '#shared/csv.ts';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import { readAdmin } from '../lib/admin-api.ts';
import { adminText } from '../lib/admin-text.ts';
import { auditFilters } from './filters.ts';
import { changeLine, readEntry } from './readable.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = detectWebRequestLanguage(request);
  const t = adminText(lang);
  const { query } = auditFilters(new URL(request.url), lang);
  const { data } = await readAdmin(context, request, adminEndpoints.auditExport(query));
  const rows = data.map((entry) => {
    const read = readEntry(entry, t, lang);
    return [
      read.when,
      read.who,
      entry.actorEmail ?? '',
      read.action,
      read.target.text,
      read.changes.map((change) => changeLine(change, t)).join('\n'),
      entry.ip ?? '',
    ];
  });
  const header = [
    t('admin.audit.col.when'),
    t('admin.audit.col.who'),
    t('admin.audit.col.email'),
    t('admin.audit.action'),
    t('admin.audit.col.target'),
    t('admin.audit.col.change'),
    t('admin.audit.col.where'),
  ];
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(header, rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="activity-log-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
