// The forms' clientAction: send through the route's server action, and turn a send that never got
// the action's answer (offline, a dropped connection, a proxy's 502 page) into a failed FormResult.
// Without this React Router throws, the page is replaced by the error screen and the visitor's
// text is lost; with it the form stays as typed (file included) and the failure toast shows
// (product.md section 4: error -> toast, form kept).
import { isRouteErrorResponse, type ClientActionFunctionArgs } from 'react-router';
import { parseLanguage, translate } from '#shared/i18n/index.ts';
import type { FormResult } from './form-result.ts';

/** A failure of the network or of something between the browser and this site: no field errors. */
function unreachedResult(error: unknown, lang: string | null | undefined): FormResult {
  const offline = !navigator.onLine;
  return {
    ...(offline ? { offline } : {}),
    ok: false,
    // The HTTP status when a response came (a proxy's 5xx page), 0 when none did.
    status: isRouteErrorResponse(error) ? error.status : 0,
    message: translate(
      parseLanguage(lang) ?? 'ne',
      offline ? 'offline.form_needs_connection' : 'api.server_error',
    ),
    errors: {},
    values: {},
  };
}

export async function clientFormAction({ serverAction }: ClientActionFunctionArgs): Promise<FormResult> {
  try {
    return await serverAction<FormResult>();
  } catch (error) {
    // A redirect is a Response: never the forms' case, but let React Router follow one.
    if (error instanceof Response) throw error;
    return unreachedResult(error, document.documentElement.lang);
  }
}
