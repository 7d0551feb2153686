// What a form's route action answers (with or without JavaScript), and the browser's own check of
// the fields with the same zod schema the API uses (messages are i18n keys, translated at display).
import type { z } from 'zod';
import { fieldIssueKeys } from '#shared/i18n/field-issues.ts';

export interface FormResult {
  ok: boolean;
  /** The API's HTTP status (201 sent, 400 invalid, 413 file too large, 429 too many, 5xx). */
  status: number;
  /** The API's message, in the visitor's language. */
  message: string;
  /** Per-field messages, already translated by the API. */
  errors: Record<string, string>;
  /** The text fields as sent, so a refused form comes back filled in (never the file). */
  values: Record<string, string>;
  /** The stored record's id when ok. */
  id?: number;
  /** The citizen's reference when ok (complaints: GS-2083-000123). */
  reference?: string;
  /** Not sent because the browser had no connection (its message says so and that the text stays). */
  offline?: boolean;
}

/** The first issue of each field as its i18n key, by the same rule as the API's 400 answers. */
export function fieldErrorKeys(schema: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldIssueKeys(result.error);
}

/** The text entries of a form (files left out). */
export function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !(key in values)) values[key] = value;
  }
  return values;
}

/** The extensions of an accept attribute ('.jpg,.png,image/png' -> ['jpg', 'png']). */
export function acceptedExtensions(accept: string): string[] {
  return accept
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.startsWith('.'))
    .map((item) => item.slice(1));
}

export function hasAcceptedExtension(fileName: string, accept: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  return acceptedExtensions(accept).includes(fileName.slice(dot + 1).toLowerCase());
}

/** A chosen file, or null for the empty part a form sends when no file was chosen. */
export function chosenFile(form: FormData, field: string): File | null {
  const value = form.get(field);
  if (!value || typeof value === 'string') return null;
  return value.name || value.size > 0 ? value : null;
}
