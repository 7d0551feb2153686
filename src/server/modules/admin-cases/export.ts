// The two CSV exports of the filtered cases (docs/staff-area.md "Exporting cases"), in the staff member's
// language: the cases, one row each, and their timelines (notes, status changes, assignments, replies,
// forwards), one row per entry. Words are the staff member's language; every digit that a spreadsheet
// must read (ids, dates, times) stays ASCII, because Excel and LibreOffice read Devanagari digits as text
// and would neither sort nor count them. Both exports are logged.
import type { FastifyRequest } from 'fastify';
import { record } from '#server/audit/record.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import type { CaseFilters } from '#shared/contract/admin/cases.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { csvLabels, type CsvLabel } from './csv-labels.ts';
import { phoneText, timeCells, toCsv } from '#shared/csv.ts';
import { exportCases, exportTimeline } from './repo.ts';

export const EXPORT_LIMIT = 10_000;

const wordsOf = (lang: Lang) => (key: CsvLabel) => csvLabels[lang][key];

/** The filtered cases as CSV (at most EXPORT_LIMIT), the export logged. */
export async function casesAsCsv(
  api: ApiInstance,
  request: FastifyRequest,
  filters: CaseFilters,
  scope: number | null,
): Promise<string> {
  const rows = await exportCases(api.db, filters, scope, EXPORT_LIMIT);
  await record(api.db, request, {
    action: 'case.exported',
    entity: filters.kind,
    after: { filters, rows: rows.length },
  });
  const t = wordsOf(request.lang);
  const name = (row: { branch_en: string | null; branch_ne: string | null }) =>
    (request.lang === 'ne' ? row.branch_ne : row.branch_en) ?? t('csv.no_branch');
  return toCsv(
    [
      t('csv.id'),
      t('csv.reference'),
      t('csv.status'),
      t('csv.received_bs'),
      t('csv.received_iso'),
      t('csv.updated_bs'),
      t('csv.updated_iso'),
      t('csv.first_reply_bs'),
      t('csv.due_bs'),
      t('csv.overdue'),
      t('csv.branch'),
      t('csv.category'),
      t('csv.name'),
      t('csv.phone'),
      t('csv.email'),
      t('csv.title'),
      t('csv.text'),
      t('csv.assigned'),
    ],
    rows.map((row) => [
      row.id,
      row.reference,
      t(`admin.status.${row.status}`),
      ...timeCells(row.createdAt),
      ...timeCells(row.updatedAt),
      timeCells(row.firstReplyAt)[0],
      timeCells(row.dueAt)[0],
      row.kind === 'complaint' ? t(row.overdue ? 'csv.yes' : 'csv.no') : '',
      name(row),
      request.lang === 'ne' ? row.category_ne : row.category_en,
      row.name,
      phoneText(row.contact),
      row.email,
      row.title,
      row.text,
      row.assignedTo,
    ]),
  );
}

/** A timeline entry's kind in words; a forward with both branches names them. */
function entryWords(
  row: {
    kind: string;
    fromNe: string | null;
    fromEn: string | null;
    toNe: string | null;
    toEn: string | null;
  },
  lang: Lang,
): string {
  const t = wordsOf(lang);
  const [from, to] = lang === 'ne' ? [row.fromNe, row.toNe] : [row.fromEn, row.toEn];
  if (row.kind === 'forward' && from && to) {
    return t('csv.entry.forward_between').replace('{from}', from).replace('{to}', to);
  }
  return t(`csv.entry.${row.kind}` as CsvLabel);
}

/** The timelines of the filtered cases as CSV, the export logged (it carries replies and internal notes). */
export async function timelineAsCsv(
  api: ApiInstance,
  request: FastifyRequest,
  filters: CaseFilters,
  scope: number | null,
): Promise<string> {
  const rows = await exportTimeline(api.db, filters, scope, EXPORT_LIMIT);
  await record(api.db, request, {
    action: 'case.timeline_exported',
    entity: filters.kind,
    after: { filters, rows: rows.length },
  });
  const t = wordsOf(request.lang);
  return toCsv(
    [
      t('csv.id'),
      t('csv.reference'),
      t('csv.when_bs'),
      t('csv.when_iso'),
      t('csv.entry'),
      t('csv.status_to'),
      t('csv.author'),
      t('csv.body'),
    ],
    rows.map((row) => [
      row.caseId,
      row.reference,
      ...timeCells(row.createdAt),
      entryWords(row, request.lang),
      row.statusTo ? t(`admin.status.${row.statusTo}`) : '',
      row.author,
      row.body,
    ]),
  );
}
