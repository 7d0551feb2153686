// /admin/<kind>/:id/preview (issue 25 item 2, ADR 032): a saved item (GET: a draft, a scheduled item) or
// an unsaved edit (POST from the edit form's Preview button, `new` for an item not saved yet) as its public
// page shows it, in either language, behind staff sign-in. Under /admin, so the response cache never keeps
// it and it counts as no public visit. A saved item can be given a time-limited link for a colleague.
import type { Route } from './+types/preview-route.ts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { specOf, type EditedItem } from '#shared/contract/admin/content-kinds.ts';
import { visibilityOf } from '#shared/contract/admin/content.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { previewable } from '#shared/contract/admin/preview.ts';
import { LANGUAGE_QUERY } from '#shared/i18n/detect.ts';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import { controlBorder, controlClass, labelClass } from '#web/components/form-fields/field-styles.ts';
import { AdminPage, buttonClass, linkClass, secondaryButtonClass } from '../components/admin-ui.tsx';
import { callAdminApi, formFields, pageUrl, readAdmin, signInPath } from '../lib/admin-api.ts';
import { kindOf } from '../lib/content-kinds.ts';
import { formatWhen } from '../lib/format.ts';
import { adminMessages } from '../lib/messages.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { editBodyOf } from './edit-body.ts';
import { PreviewBody } from '../components/preview-body.tsx';

// The edit form, posted here as it is (two rich text bodies: content-edit/route.tsx).
export const handle = { maxBodyBytes: 1024 * 1024 };

type PublishingFields = Pick<EditedItem, 'status' | 'publish_at' | 'unpublish_at'>;

type PreviewResult =
  | { kind: 'edit'; edit: Record<string, unknown>; posted: Record<string, string> }
  | { kind: 'link'; url: string; expiresAt: string }
  | { kind: 'refused'; message: string };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  // The saved item with its file's size, as the public page has it.
  const item =
    params.id === 'new'
      ? null
      : ((await readAdmin(context, request, adminEndpoints.previewSaved(kind, params.id)))
          .data as EditedItem);
  return { kind, item };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = kindOf(params.kind);
  const { intent, ...fields } = await formFields(request);
  const refused = (message: string, status: number) =>
    data<PreviewResult>({ kind: 'refused', message }, { status });
  if (intent === 'preview_link') {
    const answer = await callAdminApi(context, adminEndpoints.previewLink(kind, params.id));
    if (answer.status === 401) throw redirect(signInPath(pageUrl(request)));
    if (!answer.ok) return refused((answer.body as { message: string }).message, answer.status);
    const link = (answer.body as { data: { token: string; expires_at: string } }).data;
    const url = new URL(adminPages.previewLink(link.token), pageUrl(request)).href;
    return data<PreviewResult>({ kind: 'link', url, expiresAt: link.expires_at });
  }
  // The edit form as posted: its own fields, without the page's (ticket, base revision).
  const { draft_ticket: _ticket, base_revision: _base, ...typed } = fields;
  const edit = editBodyOf(specOf(kind), typed);
  if (!edit.ok)
    return refused(adminMessages[detectWebRequestLanguage(request)]['admin.content.bad_day'], 400);
  const answer = await callAdminApi(context, adminEndpoints.previewEdit(kind), edit.body);
  if (answer.status === 401) throw redirect(signInPath(pageUrl(request)));
  if (!answer.ok) return refused((answer.body as { message: string }).message, answer.status);
  const { data: previewed } = answer.body as { data: Record<string, unknown> };
  return data<PreviewResult>({ kind: 'edit', edit: previewed, posted: typed });
}

/** The two languages: links for a saved item, the same form posted again for an unsaved edit. */
function Languages({ posted }: { posted: Record<string, string> | null }) {
  const { t, lang } = useAdminText();
  const choices = [
    { value: 'ne', label: 'नेपाली' },
    { value: 'en', label: 'English' },
  ] as const;
  const className = (value: string) => (value === lang ? buttonClass : secondaryButtonClass);
  if (!posted)
    return (
      <nav aria-label={t('admin.preview.language')} className="flex gap-2">
        {choices.map(({ value, label }) => (
          <a
            key={value}
            href={`?${LANGUAGE_QUERY}=${value}`}
            lang={value}
            aria-current={value === lang || undefined}
            className={className(value)}
          >
            {label}
          </a>
        ))}
      </nav>
    );
  return (
    <div role="group" aria-label={t('admin.preview.language')} className="flex gap-2">
      {choices.map(({ value, label }) => (
        // A whole page load: the page's language (and its dictionary) changes.
        <Form key={value} method="post" action={`?${LANGUAGE_QUERY}=${value}`} reloadDocument>
          {Object.entries(posted).map(([name, field]) => (
            <input key={name} type="hidden" name={name} value={field} />
          ))}
          <button type="submit" lang={value} aria-pressed={value === lang} className={className(value)}>
            {label}
          </button>
        </Form>
      ))}
    </div>
  );
}

export default function ContentPreviewPage() {
  const { kind, item } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as PreviewResult | undefined;
  const { t, lang } = useAdminText();
  const spec = specOf(kind);
  // An unsaved edit is public only if the saved item is and the edit keeps it so.
  const edited =
    result?.kind === 'edit'
      ? {
          ...result.edit,
          id: item?.id ?? 0,
          visibility:
            item?.visibility === 'published'
              ? visibilityOf({ ...(result.edit as PublishingFields), deleted_at: null })
              : 'draft',
        }
      : null;
  const shown: Record<string, unknown> | null = edited ?? (item as EditedItem | null);
  if (!shown || !previewable(spec))
    return (
      <AdminPage title={t('admin.preview.title')}>
        <p>{t(previewable(spec) ? 'admin.preview.nothing' : 'admin.preview.no_page')}</p>
      </AdminPage>
    );
  const back = item ? adminPages.contentItem(kind, item.id) : adminPages.newContent(kind);
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <section
        aria-label={t('admin.preview.title')}
        className="border-b-4 border-amber-500 bg-amber-50 px-4 py-4 text-slate-900 sm:px-6 lg:px-8 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3">
          <p role="status" className="font-semibold">
            {edited
              ? t('admin.preview.unsaved')
              : t('admin.preview.saved', {
                  visibility: t(`admin.visibility.${(item as EditedItem).visibility}`),
                })}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <Languages posted={result?.kind === 'edit' ? result.posted : null} />
            <Link to={back} className={linkClass}>
              {t('admin.preview.back')}
            </Link>
            {item && !edited ? (
              <Form method="post">
                <input type="hidden" name="intent" value="preview_link" />
                <button type="submit" className={secondaryButtonClass}>
                  {t('admin.preview.make_link')}
                </button>
              </Form>
            ) : null}
          </div>
          {result?.kind === 'link' ? (
            <label className="block">
              <span className={labelClass}>
                {t('admin.preview.link', { when: formatWhen(result.expiresAt, lang) })}
              </span>
              <input
                readOnly
                value={result.url}
                spellCheck={false}
                className={`${controlClass} ${controlBorder(false)} mt-1.5`}
              />
            </label>
          ) : null}
          {result?.kind === 'refused' ? (
            <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
              {result.message}
            </p>
          ) : null}
        </div>
      </section>
      <PreviewBody kind={kind} item={shown} />
    </>
  );
}
