// The alert pages' actions call the alert API in-process with a JSON body; the visitor's language (the
// page's own rule: `lng` query, cookie, Accept-Language) travels as `lng`, so the answer's messages are in it.
// An API that cannot be reached or answers no JSON is said in words (502), never a broken page.
import type { RouterContextProvider } from 'react-router';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import { translate } from '#shared/i18n/index.ts';
import { requestInfoContext } from '#web/lib/api/request-context.ts';

export type AlertAnswer =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

type AlertsApiPath = '/api/base/alerts' | '/api/base/alerts/confirm' | '/api/base/alerts/unsubscribe';

export async function callAlertsApi(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: AlertsApiPath,
  body: unknown,
): Promise<AlertAnswer> {
  const lang = detectWebRequestLanguage(request);
  const failed: AlertAnswer = {
    ok: false,
    status: 502,
    message: translate(lang, 'api.server_error'),
    errors: {},
  };
  let status: number;
  let answer: { message?: unknown; errors?: unknown };
  try {
    const reply = await context.get(requestInfoContext).callApi({
      method: 'POST',
      path: `${path}?lng=${lang}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    status = reply.status;
    answer = JSON.parse(reply.body) as typeof answer;
  } catch {
    return failed;
  }
  if (typeof answer.message !== 'string') return failed;
  if (status >= 200 && status < 300) return { ok: true, message: answer.message };
  // A link's token that is not even well formed is as unknown as one that is.
  if (path !== '/api/base/alerts' && status === 400) {
    return { ok: false, status: 404, message: translate(lang, 'alerts.link_invalid'), errors: {} };
  }
  const errors =
    answer.errors && typeof answer.errors === 'object' ? (answer.errors as Record<string, string>) : {};
  return { ok: false, status, message: answer.message, errors };
}
