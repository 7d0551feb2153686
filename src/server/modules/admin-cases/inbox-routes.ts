// The case inbox (docs/staff-area.md), for roles with `cases.handle`, limited to their branch:
//   GET  /admin/cases                  the inbox: filters and paging
//   GET  /admin/cases/export.csv       the filtered list as CSV, in the staff member's language
//   GET  /admin/cases/timeline.csv     the filtered cases' notes and timeline as CSV
//   GET  /admin/cases/counts           unread and overdue complaints (the staff area's badge)
//   GET  /admin/officers               whom a case may be assigned to
import type { FastifyReply } from 'fastify';
import { requirePermission, staffOf } from '#server/auth/staff.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { nepalToday } from '#shared/calendar/nepal-time.ts';
import {
  caseCountsResponse,
  caseFilters,
  caseListQuery,
  caseListResponse,
  officerListResponse,
} from '#shared/contract/admin/cases.ts';
import { casesAsCsv, EXPORT_LIMIT, timelineAsCsv } from './export.ts';
import { countOverdue, countUnread, listCases, listOfficers } from './repo.ts';

const tags = ['staff: cases'];
const guard = requirePermission('cases.handle');

export function registerInboxRoutes(api: ApiInstance): void {
  api.get(
    '/admin/cases',
    {
      preValidation: guard,
      schema: {
        summary: 'Complaints or contact messages, filtered',
        tags,
        querystring: caseListQuery,
        response: { 200: caseListResponse },
      },
    },
    async (request) => {
      return listCases(api.db, request.query, staffOf(request).scope);
    },
  );

  api.get(
    '/admin/cases/counts',
    {
      preValidation: guard,
      schema: {
        summary: 'Open complaints not yet opened by me, and overdue ones, within what I may see',
        tags,
        response: { 200: caseCountsResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const [unread, overdue] = await Promise.all([
        countUnread(api.db, staff.id, staff.scope),
        countOverdue(api.db, staff.scope),
      ]);
      return { data: { unread, overdue } };
    },
  );

  api.get(
    '/admin/cases/export.csv',
    {
      preValidation: guard,
      config: { rawAnswer: true },
      schema: {
        summary: `The filtered cases as CSV in my language (at most ${EXPORT_LIMIT})`,
        tags,
        querystring: caseFilters,
      },
    },
    async (request, reply) => {
      const csv = await casesAsCsv(api, request, request.query, staffOf(request).scope);
      return sendCsv(reply, `${request.query.kind}s`, csv);
    },
  );

  api.get(
    '/admin/cases/timeline.csv',
    {
      preValidation: guard,
      config: { rawAnswer: true },
      schema: {
        summary: `The notes and timeline of the filtered cases as CSV in my language (of at most ${EXPORT_LIMIT} cases)`,
        tags,
        querystring: caseFilters,
      },
    },
    async (request, reply) => {
      const csv = await timelineAsCsv(api, request, request.query, staffOf(request).scope);
      return sendCsv(reply, `${request.query.kind}s-timeline`, csv);
    },
  );

  api.get(
    '/admin/officers',
    {
      preValidation: guard,
      schema: { summary: 'Staff a case may be assigned to', tags, response: { 200: officerListResponse } },
    },
    async () => ({ data: await listOfficers(api.db) }),
  );
}

/** A CSV download named after what it holds and the day (in Nepal) it was made. */
function sendCsv(reply: FastifyReply, what: string, csv: string) {
  return reply
    .header('content-disposition', `attachment; filename="${what}-${nepalToday()}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(csv);
}
