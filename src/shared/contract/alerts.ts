// E-mail alerts for new notices, vacancies and results (issue 27 item 5, ADR 046): one schema for the
// subscription form and the server. Messages are i18n keys; the server adds the check that the branch exists.
import { z } from 'zod';
import { languages } from '../i18n/languages.ts';

/** What one can subscribe to: notices, vacancy notices and vacancy results. */
export const ALERT_TOPICS = ['notice', 'vacancy', 'result'] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];
const isTopic = (value: string): value is AlertTopic => (ALERT_TOPICS as readonly string[]).includes(value);

/** Length cap of the address, also the input's maxLength. */
export const ALERT_EMAIL_MAX = 254;

/** What a subscriber chooses, by e-mail or on a device (Web Push): the topics, a branch, a language. */
export const alertChoices = {
  topics: z
    .array(z.string(), { error: 'validation.alert_topics' })
    .min(1, { error: 'validation.alert_topics' })
    .max(ALERT_TOPICS.length, { error: 'validation.alert_topics' })
    .refine((values) => values.every(isTopic), { error: 'validation.alert_topics' })
    .transform((values) => [...new Set(values)] as AlertTopic[]),
  /** A branch id, or empty for every branch (notices only: vacancies and results are the trust's). */
  branch: z
    .string({ error: 'validation.branch_unknown' })
    .trim()
    .regex(/^(\d{1,9})?$/, { error: 'validation.branch_unknown' })
    .optional()
    .transform((value) => (value ? Number(value) : null)),
  lang: z.enum(languages, { error: 'validation.alert_lang' }),
};

export const alertSubscribeBody = z.object({
  email: z
    .string({ error: 'validation.alert_email_required' })
    .trim()
    .min(1, { error: 'validation.alert_email_required' })
    .max(ALERT_EMAIL_MAX, { error: 'validation.too_long' })
    .refine((value) => z.regexes.email.test(value), { error: 'validation.email_invalid' })
    .transform((value) => value.toLowerCase()),
  ...alertChoices,
});
export type AlertSubscribeBody = z.output<typeof alertSubscribeBody>;

/** The one-time confirmation token, or the unsubscribe token: from the mail's link. */
export const alertTokenBody = z.object({
  token: z
    .string({ error: 'validation.alert_token' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'validation.alert_token' }),
});

/** Every answer of the alert endpoints: a translated message. */
export const alertAnswer = z.object({ status: z.number().int(), message: z.string() });
