// The complaint reports (issue 26 step 5, docs/staff-area.md "Complaint reports"), for roles with
// `cases.handle`, of the complaints within their branch (or all, without one):
//   GET /admin/cases/reports       the figures (JSON), months in the calendar asked for
//   GET /admin/cases/reports.csv   the same figures as CSV in the staff member's language (audited)
import type { FastifyRequest } from 'fastify';
import { record } from '#server/audit/record.ts';
import { requirePermission, staffOf } from '#server/auth/staff.ts';
import { caseReport, loadComplaintFacts } from '#server/cases/report.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { caseReportQuery, caseReportResponse, type CaseReport } from '#shared/contract/admin/case-reports.ts';
import type { ReportCalendar } from '#shared/contract/complaint-record.ts';
import { reportMonthLabel } from '#shared/calendar/report-month.ts';
import { translate } from '#shared/i18n/index.ts';
import { toCsv } from '#shared/csv.ts';

const tags = ['staff: cases'];
const guard = requirePermission('cases.handle');

async function reportFor(api: ApiInstance, request: FastifyRequest, calendar: ReportCalendar) {
  return caseReport(await loadComplaintFacts(api.db, staffOf(request).scope), calendar);
}

/** One row per figure: what it counts, which one, how many, and for durations the median and p90. */
function reportCsv(report: CaseReport, request: FastifyRequest): string {
  const lang = request.lang;
  const t = (key: string) => translate(lang, key);
  const name = (item: { name_en: string; name_ne: string }) => (lang === 'ne' ? item.name_ne : item.name_en);
  return toCsv(
    [t('record.figure'), '', t('record.count'), t('record.median'), t('record.p90')],
    [
      [t('record.total'), '', report.total, '', ''],
      ...report.byBranch.map((item) => [t('record.branch'), name(item), item.count, '', '']),
      ...report.byCategory.map((item) => [t('record.category'), name(item), item.count, '', '']),
      ...report.byStatus.map((item) => [
        t('record.status'),
        t(`forms.status.${item.status}_status`),
        item.count,
        '',
        '',
      ]),
      ...report.byMonth.map((item) => [
        t('record.month'),
        reportMonthLabel(item.month, report.calendar, lang),
        item.count,
        '',
        '',
      ]),
      [
        t('record.first_reply'),
        t('record.answered'),
        report.firstReply.count,
        report.firstReply.median,
        report.firstReply.p90,
      ],
      [t('record.to_close'), t('record.closed'), report.close.count, report.close.median, report.close.p90],
    ],
  );
}

export function registerReportRoutes(api: ApiInstance): void {
  api.get(
    '/admin/cases/reports',
    {
      preValidation: guard,
      schema: {
        summary: 'Complaint counts and response times, within what I may see',
        tags,
        querystring: caseReportQuery,
        response: { 200: caseReportResponse },
      },
    },
    async (request) => ({ data: await reportFor(api, request, request.query.calendar) }),
  );

  api.get(
    '/admin/cases/reports.csv',
    {
      preValidation: guard,
      config: { rawAnswer: true },
      schema: {
        summary: 'The complaint report as CSV, in my language',
        tags,
        querystring: caseReportQuery,
      },
    },
    async (request, reply) => {
      const report = await reportFor(api, request, request.query.calendar);
      await record(api.db, request, {
        action: 'case.report_exported',
        entity: 'complaint',
        after: { calendar: report.calendar, total: report.total },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="complaint-report-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(reportCsv(report, request));
    },
  );
}
