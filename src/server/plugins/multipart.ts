// Reading the two public forms (contact, complaint): multipart/form-data from the JavaScript
// forms and application/x-www-form-urlencoded from browsers without it. Register the parsers
// inside a module's own scope so other modules keep Fastify's defaults.
// Bodies are streamed: at most one file is kept in memory, and never more than its limit.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { cleanFileName } from '../files/file-name.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * C0 control characters and DEL, except tab, newline and carriage return. No form field needs them,
 * and PostgreSQL refuses NUL in text outright (a 500 if it reached the database).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Per text field; generous for 5000 Devanagari characters (3 bytes each in UTF-8). */
const MAX_FIELD_BYTES = 64 * 1024;
/**
 * Room for the text fields and multipart framing on top of the file limit. busboy limits each
 * part, not the whole: without a cap on the total, a body of endless parts or one endless
 * preamble would be read (and thrown away) for as long as the client sends.
 */
const MULTIPART_TEXT_ROOM_BYTES = 1024 * 1024;

export async function registerFormParsers(scope: FastifyInstance): Promise<void> {
  await scope.register(formbody, { bodyLimit: 256 * 1024 });
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fieldSize: MAX_FIELD_BYTES, fields: 30, files: 3, parts: 40, headerPairs: 100 },
  });
}

interface FormFile {
  field: string;
  filename: string;
  declaredType: string;
  /** At most the limit's bytes; `tooLarge` says more were sent. */
  data: Buffer;
  tooLarge: boolean;
}

export interface SubmittedForm {
  fields: Record<string, string>;
  /** Text fields that were longer than the server reads. */
  truncated: Set<string>;
  file: FormFile | null;
}

export interface ReadFormOptions {
  /** The one file field kept; other file parts are read and dropped. */
  fileField?: string;
  maxFileBytes?: number;
}

const isClientError = (error: unknown): error is Error & { statusCode: number } =>
  error instanceof Error &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

/**
 * Resolves never; rejects with 413 once the request body passes `limit` bytes (Content-Length
 * checked first). Stops feeding the parser then: the 413 answer closes the connection
 * (plugins/http-hygiene.ts), which ends the abandoned parse.
 */
function bodyOverLimit(
  request: FastifyRequest,
  limit: number,
): { promise: Promise<never>; stop: () => void } {
  const raw = request.raw;
  let received = 0;
  let onData: (chunk: Buffer) => void = () => {};
  const promise = new Promise<never>((_resolve, reject) => {
    const refuse = () => reject(new HttpError(413, 'api.request_too_large'));
    if (Number(request.headers['content-length'] ?? 0) > limit) return refuse();
    onData = (chunk) => {
      received += chunk.length;
      if (received <= limit) return;
      raw.off('data', onData);
      raw.unpipe();
      raw.pause();
      refuse();
    };
    raw.on('data', onData);
  });
  return { promise, stop: () => raw.off('data', onData) };
}

async function readMultipart(request: FastifyRequest, options: ReadFormOptions): Promise<SubmittedForm> {
  const maxFileBytes = options.maxFileBytes ?? 0;
  const overLimit = bodyOverLimit(request, maxFileBytes + MULTIPART_TEXT_ROOM_BYTES);
  try {
    return await Promise.race([readParts(request, options, maxFileBytes), overLimit.promise]);
  } finally {
    overLimit.stop();
  }
}

async function readParts(
  request: FastifyRequest,
  options: ReadFormOptions,
  maxFileBytes: number,
): Promise<SubmittedForm> {
  const form: SubmittedForm = { fields: {}, truncated: new Set(), file: null };
  // busboy stops keeping bytes at fileSize and flags the part as truncated: that flag is the
  // "one byte more" signal, while memory never holds more than the limit.
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
    if (part.type === 'file') {
      const keep = part.fieldname === options.fileField && form.file === null;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) if (keep) chunks.push(chunk);
      if (keep) {
        form.file = {
          field: part.fieldname,
          // Only kept as a label; dropping control and bidi characters is kinder than refusing the upload.
          filename: cleanFileName(part.filename ?? ''),
          declaredType: part.mimetype,
          data: Buffer.concat(chunks),
          tooLarge: part.file.truncated,
        };
      }
    } else if (!(part.fieldname in form.fields)) {
      form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.valueTruncated) form.truncated.add(part.fieldname);
    }
  }
  return form;
}

/**
 * The submitted form's text fields and its file. Wrong content types answer 415, unreadable
 * multipart 400, limits 413: always the one error shape, never a 500.
 */
export async function readForm(
  request: FastifyRequest,
  options: ReadFormOptions = {},
): Promise<SubmittedForm> {
  if (request.isMultipart()) {
    try {
      return await readMultipart(request, options);
    } catch (error) {
      if (isClientError(error)) throw error;
      request.log.info({ err: error }, 'unreadable multipart form');
      throw new HttpError(400, 'api.invalid_form');
    }
  }
  const type = request.headers['content-type'] ?? '';
  const body = request.body;
  if (!type.startsWith('application/x-www-form-urlencoded') || typeof body !== 'object' || body === null) {
    throw new HttpError(415, 'api.unsupported_media_type');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    // A repeated field counts once, as in the multipart reader: its first value.
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[key] = first;
  }
  return { fields, truncated: new Set(), file: null };
}

/** Per-field message keys (the first issue of each field) from checking the text fields with a contract schema. */
export function validateFields<Schema extends z.ZodType>(
  schema: Schema,
  form: SubmittedForm,
): { data: z.output<Schema> | null; errors: Record<string, string> } {
  const result = schema.safeParse(form.fields);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || '_';
      errors[field] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    }
  }
  for (const field of form.truncated) errors[field] = 'validation.too_long';
  // Checked here, for every field of every form, rather than in each contract schema.
  for (const [field, value] of Object.entries(form.fields)) {
    if (CONTROL_CHARACTERS.test(value)) errors[field] = 'validation.control_characters';
  }
  const valid = result.success && Object.keys(errors).length === 0;
  return { data: valid ? result.data : null, errors };
}

/** The one error answer for a refused form: per-field message keys translated into `lang`. */
export function formError(
  status: number,
  messageKey: string,
  errorKeys: Record<string, string>,
  lang: Lang,
): HttpError {
  const errors = Object.fromEntries(
    Object.entries(errorKeys).map(([field, key]) => [field, translate(lang, key)]),
  );
  return new HttpError(status, messageKey, errors);
}
