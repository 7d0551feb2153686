// The calendar: month details for the calendar page, occasion lists and the iCalendar feed.
// Every "today" is today in Nepal (Asia/Kathmandu), whatever the server's time zone.
import { z, ZodError } from 'zod';
import { fieldMessages } from '#shared/i18n/field-issues.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import {
  daysInMonth,
  firstWeekday,
  isProvisionalYear,
  monthAdRange,
  NEPAL_TIME_ZONE,
  nepalToday,
  weekdayName,
} from '#shared/calendar/index.ts';
import { branchIdParams } from '#shared/contract/common.ts';
import {
  monthDetailsQuery,
  MONTH_FORMAT_KEY,
  monthDetailsResponse,
  occasionsListResponse,
  upcomingOccasionsQuery,
  type MonthDetails,
} from '#shared/contract/calendar.ts';
import { translate } from '#shared/i18n/index.ts';
import { institutionName } from '#server/db/read-models/setting-groups.ts';
import { buildIcal } from './ical.ts';
import { toMonthOccasion, toOccasion } from './present.ts';
import { occasionUids } from './uid.ts';
import {
  listBranchOccasionsFrom,
  listOccasionsEndingFrom,
  listOccasionsOverlapping,
  listUpcomingOccasions,
} from './repo.ts';

/** The same calendar day one year earlier (29 February becomes 1 March). */
function oneYearBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

const feedQuery = z.object({ lng: z.string().optional() });

export default async function calendarRoutes(api: ApiInstance) {
  api.get(
    '/events/get-month-details',
    {
      // Validation problems are answered with the spec's own messages as the main message too
      // (product.md section 5), not the generic 'correct the highlighted fields': 'Invalid date format' when a
      // value is not a number at all, else the range message.
      attachValidation: true,
      schema: {
        summary: 'One Bikram Sambat month: length, weekday of day 1 and the occasions in it',
        tags: ['calendar'],
        querystring: monthDetailsQuery,
        response: { 200: monthDetailsResponse },
      },
    },
    async (request): Promise<MonthDetails> => {
      const invalid = request.validationError;
      if (invalid) {
        const issues = invalid instanceof ZodError ? invalid.issues : [];
        const notANumber = issues.some((issue) => issue.message === MONTH_FORMAT_KEY);
        const errors = invalid instanceof ZodError ? fieldMessages(invalid, request.lang) : undefined;
        throw new HttpError(400, notANumber ? 'api.invalid_date_format' : 'api.date_out_of_range', errors);
      }
      const { year, month } = request.query;
      const { start, end } = monthAdRange(year, month);
      const weekday = firstWeekday(year, month);
      const rows = await listOccasionsOverlapping(api.db, start, end);
      return {
        max_days: daysInMonth(year, month),
        start: weekdayName(weekday, 'en'),
        start_weekday: weekday,
        year,
        month,
        start_date: start,
        end_date: end,
        is_provisional: isProvisionalYear(year),
        occasions: rows.map((row) => toMonthOccasion(row, start, end)),
      };
    },
  );

  api.get(
    '/events/occasions/list-occasions-by-branch/:branchId',
    {
      schema: {
        summary: "A branch's occasions that have not ended yet (today in Nepal), soonest first",
        tags: ['calendar'],
        params: branchIdParams,
        response: { 200: occasionsListResponse },
      },
    },
    async (request) => ({
      data: (await listBranchOccasionsFrom(api.db, request.params.branchId, nepalToday())).map(toOccasion),
    }),
  );

  api.get(
    '/events/occasions/upcoming',
    {
      schema: {
        summary: 'The next occasions from today in Nepal, soonest first (limit 1..20, default 6)',
        tags: ['calendar'],
        querystring: upcomingOccasionsQuery,
        response: { 200: occasionsListResponse },
      },
    },
    async (request) => ({
      data: (await listUpcomingOccasions(api.db, nepalToday(), request.query.limit)).map(toOccasion),
    }),
  );

  api.get(
    '/events/calendar.ics',
    {
      // text/calendar, not JSON.
      config: { rawAnswer: true },
      schema: {
        summary:
          'iCalendar (RFC 5545, text/calendar) feed of holidays, festivals and jatras from one year ago on',
        tags: ['calendar'],
        // The feed's name (X-WR-CALNAME) follows the request language, like every answer.
        querystring: feedQuery,
      },
    },
    async (request, reply) => {
      const today = nepalToday();
      const rows = await listOccasionsEndingFrom(api.db, oneYearBefore(today));
      const occasions = rows.map(toOccasion);
      // From the content, not the row id: a reseed must not duplicate events in subscribers' apps.
      const uids = occasionUids(occasions);
      const text = buildIcal({
        prodId: '-//Sampada//Holidays and festivals//EN',
        // The trust's name from the settings, as the pages show it (the code name is no one's).
        name: translate(request.lang, 'calendar.feed_name', {
          site: (await institutionName(api.db, request.lang)) ?? translate(request.lang, 'site.name'),
        }),
        timeZone: NEPAL_TIME_ZONE,
        now: new Date(),
        events: occasions.map((occasion, index) => ({
          uid: uids[index]!,
          start: occasion.start_date,
          end: occasion.end_date < occasion.start_date ? occasion.start_date : occasion.end_date,
          summary: `${occasion.title_ne} / ${occasion.title_en}`,
          description: [`${occasion.date} (BS)`, occasion.description_ne, occasion.description_en]
            .filter((part) => part.trim() !== '')
            .join('\n\n'),
          categories: [
            ...(occasion.is_holiday ? ['Holiday'] : []),
            ...(occasion.is_jatra ? ['Jatra'] : []),
            ...(!occasion.is_holiday && !occasion.is_jatra ? ['Festival'] : []),
          ],
        })),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(text);
    },
  );
}
