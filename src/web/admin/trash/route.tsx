// /admin/trash: the trash of every kind this staff member edits in one list (issue 29 item 2), newest
// first, each with its kind and Restore; a branch editor sees their branch's items only (the API decides).
import type { Route } from './+types/route.ts';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import { specOf, titleOf, type EditedItem } from '#shared/contract/admin/content-kinds.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import { ActionButton, AdminPage, cardClass, linkClass, ResultMessage } from '../components/admin-ui.tsx';
import {
  callAdminApi,
  cookieHeaders,
  formFields,
  readAdmin,
  respond,
  type AdminFormResult,
} from '../lib/admin-api.ts';
import { adminMessages } from '../lib/messages.ts';
import { kindOf, kindOne } from '../lib/content-kinds.ts';
import { formatWhen } from '../lib/format.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  return readAdmin(context, request, adminEndpoints.sharedTrash());
}

export async function action({ context, request }: Route.ActionArgs) {
  const fields = await formFields(request);
  const kind = kindOf(fields.kind);
  const answer = await callAdminApi(context, adminEndpoints.restoreContent(kind, fields.id ?? ''));
  if (!answer.ok) return respond(request, answer);
  // "<title> is back from the trash", in the page's language: the item has left the list by now.
  const item = (answer.body as { data: EditedItem }).data;
  const lang = detectWebRequestLanguage(request);
  const message = adminMessages[lang]['admin.trash.restored'].replace(
    '{title}',
    titleOf(specOf(kind), item, lang),
  );
  return data<AdminFormResult>(
    { ok: true, status: 200, message, errors: {} },
    { headers: cookieHeaders(answer.setCookies) },
  );
}

export default function TrashPage() {
  const { data: items, truncated } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AdminFormResult | undefined;
  const { t, lang } = useAdminText();
  return (
    <AdminPage title={t('admin.trash.title')} wide>
      <ResultMessage result={result} />
      <p className="mb-4">{t('admin.trash.intro')}</p>
      {items.length === 0 ? (
        <p>{t('admin.trash.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => {
            const title = lang === 'ne' ? item.title_ne || item.title_en : item.title_en || item.title_ne;
            return (
              <li
                key={`${item.kind}-${item.id}`}
                className={`${cardClass} flex flex-wrap items-center justify-between gap-3`}
              >
                <div>
                  <Link to={adminPages.contentItem(item.kind, item.id)} className={linkClass}>
                    {title}
                  </Link>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    <span className="me-3 rounded bg-slate-100 px-1.5 font-semibold text-slate-900 dark:bg-slate-700 dark:text-slate-50">
                      <span className="sr-only">{t('admin.trash.kind')}: </span>
                      {t(kindOne(item.kind))}
                    </span>
                    {t('admin.trash.when', { when: formatWhen(item.deleted_at, lang) })}
                  </p>
                </div>
                <ActionButton
                  intent="restore"
                  label={t('admin.content.restore')}
                  fields={{ kind: item.kind, id: String(item.id) }}
                  secondary
                />
              </li>
            );
          })}
        </ul>
      )}
      {truncated ? <p className="mt-4 text-sm">{t('admin.trash.truncated')}</p> : null}
    </AdminPage>
  );
}
