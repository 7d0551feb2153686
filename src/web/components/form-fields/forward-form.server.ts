// The route action of the two public forms: re-send the visitor's form to the API in-process (the
// API validates, stores and answers in the visitor's language), and turn its answer into a
// FormResult for the page. The same action serves the JavaScript form (through a fetcher) and the
// plain HTML form post, so both go through one code path.
import { data, type RouterContextProvider } from 'react-router';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import { parseLanguage, translate, type Lang } from '#shared/i18n/index.ts';
import { requestInfoContext } from '#web/lib/api/request-context.ts';
import type { FormResult } from './form-result.ts';
import { chosenFile, textValues } from './form-result.ts';

export interface ForwardOptions {
  context: Readonly<RouterContextProvider>;
  request: Request;
  /** The API path, e.g. '/api/base/contact-us'. */
  apiPath: string;
  /** Refuse bodies larger than this before reading them (the file limit plus room for the text). */
  maxBodyBytes: number;
  /** The file field, if the form has one; an empty file part is dropped before forwarding. */
  fileField?: string;
  /** Fields never echoed back (the honeypot). */
  privateFields?: string[];
}

/** What is echoed back of a refused form: the longest field (5000 characters) fits, and few fields. */
const ECHO_MAX_FIELDS = 20;
const ECHO_MAX_CHARS = 5000;

/** The sent text values to fill the form in again, capped: the page must not grow with the post. */
function echoedValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .slice(0, ECHO_MAX_FIELDS)
      .map(([field, value]) => [field.slice(0, 100), value.slice(0, ECHO_MAX_CHARS)]),
  );
}

const answer = (result: FormResult, headers?: HeadersInit) =>
  data(result, { status: result.status, ...(headers ? { headers } : {}) });

function parseJson(body: string): { message?: unknown; errors?: unknown; id?: unknown; reference?: unknown } {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

export async function forwardForm(options: ForwardOptions) {
  const { context, request, apiPath, maxBodyBytes, fileField, privateFields = [] } = options;
  // The visitor's language as the root loader reads it; the form's own `lng` field wins once read.
  let lang: Lang = detectWebRequestLanguage(request);
  const failed = (status: number, key: string, errors: Record<string, string> = {}): FormResult => ({
    ok: false,
    status,
    message: translate(lang, key),
    errors,
    values: {},
  });

  // The server read at most the page's limit (handle.maxBodyBytes) and set Content-Length to what
  // it read; this answers a body over the form's own limit with the form's message.
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > maxBodyBytes) {
    return answer(
      failed(
        413,
        'api.payload_too_large',
        fileField ? { [fileField]: translate(lang, 'validation.file_size') } : {},
      ),
    );
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer(failed(400, 'api.invalid_form'));
  }
  const values = echoedValues(textValues(form));
  // A file part without a file name may arrive as an empty text value: never echo it.
  for (const field of [...privateFields, ...(fileField ? [fileField] : [])]) delete values[field];
  lang = parseLanguage(values.lng) ?? lang;
  delete values.lng;

  if (fileField && !chosenFile(form, fileField)) form.delete(fileField);
  // Let the platform encode the multipart body (boundary and all), then send its bytes.
  const encoded = new Request('http://in-process.invalid/', { method: 'POST', body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';

  const { callApi } = context.get(requestInfoContext);
  let reply;
  try {
    reply = await callApi({ method: 'POST', path: apiPath, headers: { 'content-type': contentType }, body });
  } catch {
    return answer({ ...failed(502, 'api.server_error'), values });
  }
  const parsed = parseJson(reply.body);
  const message = typeof parsed.message === 'string' ? parsed.message : translate(lang, 'api.server_error');
  if (reply.status === 201) {
    const id = typeof parsed.id === 'number' ? parsed.id : undefined;
    const reference = typeof parsed.reference === 'string' ? parsed.reference : undefined;
    return answer({
      ok: true,
      status: 201,
      message,
      errors: {},
      values: {},
      ...(id === undefined ? {} : { id }),
      ...(reference === undefined ? {} : { reference }),
    });
  }
  const errors =
    parsed.errors && typeof parsed.errors === 'object' ? (parsed.errors as Record<string, string>) : {};
  const retryAfter = reply.headers['retry-after'];
  return answer(
    { ok: false, status: reply.status, message, errors, values },
    retryAfter ? { 'Retry-After': String(retryAfter) } : undefined,
  );
}
