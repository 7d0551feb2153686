// The list's form actions (issue 29 item 2, ADR 039), without JavaScript: the chosen ids and an action go
// first to a confirmation ("Take down 5 notices?"), then to one bulk call; an Undo after trashing restores.
import { data, redirect } from 'react-router';
import { bulkActions, type BulkAction, type BulkResult } from '#shared/contract/admin/bulk.ts';
import type { ContentKind } from '#shared/contract/admin/content-kinds.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import {
  callAdminApi,
  cookieHeaders,
  pageUrl,
  respond,
  signInPath,
  type AdminAnswer,
} from '../lib/admin-api.ts';
import { adminMessages } from '../lib/messages.ts';

type Context = Parameters<typeof callAdminApi>[0];

/** What the list page shows after a post: a confirmation to give, a bulk call's outcome, or why not. */
export type BulkStep =
  | { step: 'confirm'; action: BulkAction; ids: string[] }
  | { step: 'done'; action: BulkAction; total: number; results: BulkResult[] }
  | { step: 'refused'; message: string };

const isBulkAction = (value: string): value is BulkAction =>
  (bulkActions as readonly string[]).includes(value);

function signedOut(request: Request, answer: AdminAnswer<unknown>) {
  if (answer.status === 401) throw redirect(signInPath(pageUrl(request)));
}

export async function listAction(context: Context, request: Request, kind: ContentKind) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const intent = text('intent');
  if (intent === 'restore_one') {
    // The Undo after moving one item to the trash.
    return respond(request, await callAdminApi(context, adminEndpoints.restoreContent(kind, text('id'))));
  }
  const action = text('bulk_action');
  // "Select all on this page" takes every item the page listed, ticked or not.
  const ids = (form.get('all_on_page') ? form.getAll('page_ids') : form.getAll('ids')).map(String);
  if (!isBulkAction(action) || ids.length === 0) {
    const message = adminMessages[detectWebRequestLanguage(request)]['admin.bulk.none_chosen'];
    return data<BulkStep>({ step: 'refused', message }, { status: 400 });
  }
  if (intent !== 'bulk_apply') return data<BulkStep>({ step: 'confirm', action, ids });
  const answer = await callAdminApi(context, adminEndpoints.bulkContent(), { kind, action, ids });
  signedOut(request, answer);
  if (!answer.ok) {
    const body = answer.body as { message?: string };
    return data<BulkStep>(
      { step: 'refused', message: body.message ?? '' },
      { status: answer.status, headers: cookieHeaders(answer.setCookies) },
    );
  }
  const { results } = (answer.body as { data: { results: BulkResult[] } }).data;
  return data<BulkStep>(
    { step: 'done', action, total: ids.length, results },
    { headers: cookieHeaders(answer.setCookies) },
  );
}
