// How long the trust gives itself to answer a complaint and to close it (issue 26): a settings group
// (`complaint_deadlines`, settings.ts) with the defaults and, per category, other times. Empty means the
// default of 7 days to a first reply and 30 to close, as the trust decides. Per-category times are lines
// `<category id>: <reply days>/<close days>` (`3: 5/20`), typed in either digits.
import { z } from 'zod';
import { fromNepaliDigits } from '../calendar/digits.ts';

const DEFAULT_REPLY_DAYS = 7;
const DEFAULT_CLOSE_DAYS = 30;
const MAX_DAYS = 365;

const LINE = /^\s*(\d+)\s*[:=]\s*(\d+)\s*\/\s*(\d+)\s*$/;

const dayCount = (text: string, fallback: number): number | null => {
  const plain = fromNepaliDigits(text).trim();
  if (plain === '') return fallback;
  if (!/^\d+$/.test(plain)) return null;
  const days = Number(plain);
  return days >= 1 && days <= MAX_DAYS ? days : null;
};

export const complaintDeadlinesGroup = z
  .strictObject({
    reply_days: z.string(),
    close_days: z.string(),
    per_category_text: z.string(),
  })
  .superRefine((value, context) => {
    const reply = dayCount(value.reply_days, DEFAULT_REPLY_DAYS);
    const close = dayCount(value.close_days, DEFAULT_CLOSE_DAYS);
    if (reply === null)
      context.addIssue({ code: 'custom', path: ['reply_days'], message: 'validation.days_invalid' });
    if (close === null)
      context.addIssue({ code: 'custom', path: ['close_days'], message: 'validation.days_invalid' });
    if (reply !== null && close !== null && close < reply) {
      context.addIssue({ code: 'custom', path: ['close_days'], message: 'validation.close_before_reply' });
    }
    if (parsePerCategory(value.per_category_text) === null) {
      context.addIssue({
        code: 'custom',
        path: ['per_category_text'],
        message: 'validation.per_category_invalid',
      });
    }
  });
export type ComplaintDeadlinesGroup = z.infer<typeof complaintDeadlinesGroup>;

export interface ResponseTimes {
  replyDays: number;
  closeDays: number;
}

/** The per-category lines, or null when one cannot be read. */
function parsePerCategory(text: string): Map<number, ResponseTimes> | null {
  const times = new Map<number, ResponseTimes>();
  for (const line of fromNepaliDigits(text).split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match) return null;
    const [replyDays, closeDays] = [Number(match[2]), Number(match[3])];
    if (replyDays < 1 || closeDays < replyDays || closeDays > MAX_DAYS) return null;
    times.set(Number(match[1]), { replyDays, closeDays });
  }
  return times;
}

/** The response times of a category under these settings (a stored value that cannot be read: defaults). */
export function responseTimesFor(group: ComplaintDeadlinesGroup, categoryId: number): ResponseTimes {
  const own = parsePerCategory(group.per_category_text)?.get(categoryId);
  if (own) return own;
  return {
    replyDays: dayCount(group.reply_days, DEFAULT_REPLY_DAYS) ?? DEFAULT_REPLY_DAYS,
    closeDays: dayCount(group.close_days, DEFAULT_CLOSE_DAYS) ?? DEFAULT_CLOSE_DAYS,
  };
}

const DAY_MS = 86_400_000;

/** The two due times of a complaint received at `receivedAt`. */
export function dueTimes(receivedAt: string, times: ResponseTimes) {
  const start = Date.parse(receivedAt);
  return {
    replyDueAt: new Date(start + times.replyDays * DAY_MS).toISOString(),
    closeDueAt: new Date(start + times.closeDays * DAY_MS).toISOString(),
  };
}
