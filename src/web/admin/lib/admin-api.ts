// The staff area's line to /api/admin: server-side only (its loaders and actions run on the server; the
// browser never calls /api/admin itself), in-process with the staff member's cookie. A signed-out answer
// sends the person to sign in; better-auth's cookies from the API are passed on to the browser.
// Every call is an entry of the staff endpoint table (shared/contract/admin/endpoints.ts), which types
// its answer and its body: a caller never names the type of what the API answers.
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ErrorResponse } from '#shared/contract/common.ts';
import type { AdminCall, MultipartBody } from '#shared/contract/admin/endpoints.ts';
import { requestInfoContext } from '#web/lib/api/request-context.ts';

type Context = Readonly<RouterContextProvider>;

export interface AdminAnswer<T> {
  status: number;
  ok: boolean;
  body: T | ErrorResponse;
  setCookies: string[];
}

function setCookiesOf(headers: Record<string, string | string[]>): string[] {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

const isMultipart = (body: unknown): body is MultipartBody =>
  body instanceof Object && 'bytes' in body && 'contentType' in body;

const encode = (body: unknown) =>
  isMultipart(body)
    ? { body: body.bytes, headers: { 'content-type': body.contentType } }
    : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };

/** One staff API call: the entry says where, what it answers and what body it takes (none: `never`). */
export async function callAdminApi<Answer, Body>(
  context: Context,
  call: AdminCall<Answer, Body>,
  body?: Body,
  /** Headers of this call besides the visitor's (a draft's ticket). */
  headers: Record<string, string> = {},
): Promise<AdminAnswer<Answer>> {
  const { callApi } = context.get(requestInfoContext);
  const encoded = body === undefined ? { headers: {} } : encode(body);
  const answer = await callApi({
    method: call.method,
    path: `/api${call.path}`,
    ...encoded,
    headers: { ...encoded.headers, ...headers },
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    parsed = { status: answer.status, message: answer.body };
  }
  return {
    status: answer.status,
    ok: answer.status < 400,
    body: parsed as Answer | ErrorResponse,
    setCookies: setCookiesOf(answer.headers as Record<string, string | string[]>),
  };
}

/**
 * The page a request is for. A client-side navigation asks for `/admin/cases.data?_routes=…` (React
 * Router's data requests): the page is `/admin/cases`.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return url;
}

export const signInPath = (from: URL) =>
  `/admin/sign-in?next=${encodeURIComponent(from.pathname + from.search)}`;

/** A loader's read: the answer, or a redirect to sign in (401), or the error page (403, 404). */
export async function readAdmin<Answer>(
  context: Context,
  request: Request,
  call: AdminCall<Answer, never>,
): Promise<Answer> {
  const answer = await callAdminApi(context, call);
  if (answer.status === 401) throw redirect(signInPath(pageUrl(request)));
  if (!answer.ok) {
    const error = answer.body as ErrorResponse;
    throw data({ message: error.message }, { status: answer.status });
  }
  return answer.body as Answer;
}

export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** What an admin form's action answers the page: the API's message and per-field errors. */
export interface AdminFormResult {
  ok: boolean;
  status: number;
  message: string;
  errors: Record<string, string>;
  /** Which form on the page answered (pages with several forms). */
  intent?: string;
  /** Anything else the answer carried (a one-time link, a two-factor secret). */
  payload?: unknown;
}

export function formResult(answer: AdminAnswer<unknown>, intent?: string): AdminFormResult {
  const body = answer.body as Partial<ErrorResponse> & { data?: unknown };
  return {
    ok: answer.ok,
    status: answer.status,
    message: typeof body.message === 'string' ? body.message : '',
    errors: answer.ok ? {} : (body.errors ?? {}),
    ...(intent ? { intent } : {}),
    ...(answer.ok && body.data !== undefined ? { payload: body.data } : {}),
  };
}

/** An action's answer: a redirect to sign in when the session ended, else the result with the cookies. */
export function respond(request: Request, answer: AdminAnswer<unknown>, intent?: string) {
  if (answer.status === 401) throw redirect(signInPath(pageUrl(request)));
  return data(formResult(answer, intent), {
    status: answer.ok ? 200 : answer.status,
    headers: cookieHeaders(answer.setCookies),
  });
}

/** A form (with its files) as a multipart body, encoded by the platform (boundary and all). */
export async function multipartOf(form: FormData): Promise<MultipartBody> {
  const encoded = new Request('http://in-process.invalid/', { method: 'POST', body: form });
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/** The text fields of a posted form. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** Admin forms are small: the server reads no more than this of a post (website-routes.ts). */
const ADMIN_FORM_BYTES = 64 * 1024;
export const adminFormHandle = { maxBodyBytes: ADMIN_FORM_BYTES };
