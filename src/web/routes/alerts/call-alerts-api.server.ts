// The alert pages' actions call the alert API in-process with a JSON body; the visitor's language (the
// page's own rule: `lng` query, cookie, Accept-Language) travels as `lng`, so the answer's messages are in it.
import type { RouterContextProvider } from 'react-router';
import type { ErrorResponse } from '#shared/contract/common.ts';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import { requestInfoContext } from '#web/lib/api/request-context.ts';

export type AlertAnswer =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

export async function callAlertsApi(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: '/api/base/alerts' | '/api/base/alerts/confirm' | '/api/base/alerts/unsubscribe',
  body: unknown,
): Promise<AlertAnswer> {
  const lang = detectWebRequestLanguage(request);
  const reply = await context.get(requestInfoContext).callApi({
    method: 'POST',
    path: `${path}?lng=${lang}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = JSON.parse(reply.body) as { message: string } | ErrorResponse;
  if (reply.status >= 200 && reply.status < 300) return { ok: true, message: answer.message };
  return {
    ok: false,
    status: reply.status,
    message: answer.message,
    errors: ('errors' in answer ? answer.errors : undefined) ?? {},
  };
}
