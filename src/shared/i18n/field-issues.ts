// A zod error as per-field messages, the one rule for the API's 400 answers and the browser's own
// check of a form: the first issue of each field (dotted path, '_' for the whole), as its i18n key
// when the schema gave one ('validation.*'), else the generic 'validation.invalid'.
import type { z } from 'zod';
import { translate, type Lang } from './index.ts';

/** Field → i18n key; translated where it is shown. */
export function fieldIssueKeys(error: Pick<z.ZodError, 'issues'>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    keys[field] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return keys;
}

/** Field → message in the visitor's language. */
export function fieldMessages(error: Pick<z.ZodError, 'issues'>, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldIssueKeys(error)).map(([field, key]) => [field, translate(lang, key)]),
  );
}
