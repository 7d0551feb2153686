// /admin/notices/new and /admin/notices/:id: a notice's Nepali and English side by side, its date in
// Bikram Sambat (the AD date beside it), flags, branch, and when it is shown: draft, published (at once
// or from a time, until a time) or archived. Every save is a revision (History).
import type { Route } from './+types/route.ts';
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { publishStatuses, type EditedNotice } from '../../../shared/contract/admin/content.ts';
import { adToBs, bsToAd } from '../../../shared/calendar/convert.ts';
import { fromNepaliDigits, localDigits } from '../../../shared/calendar/digits.ts';
import { formatBsDate, parseBsDate } from '../../../shared/calendar/month.ts';
import { formatDate } from '../../../shared/calendar/format.ts';
import { nepalToday } from '../../../shared/calendar/nepal-time.ts';
import { detectWebRequestLanguage } from '../../../shared/i18n/detect.ts';
import { SelectField } from '../../components/form-fields/select-field.tsx';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { TextareaField } from '../../components/form-fields/textarea-field.tsx';
import {
  ActionButton,
  AdminPage,
  buttonClass,
  cardClass,
  linkClass,
  ResultMessage,
  VisibilityBadge,
} from '../components/admin-ui.tsx';
import {
  callAdminApi,
  cookieHeaders,
  formFields,
  readAdmin,
  respond,
  type AdminFormResult,
} from '../lib/admin-api.ts';
import { branchLabel, loadBranchOptions } from '../lib/branches.ts';
import { adminMessages } from '../lib/messages.ts';
import { isoToNepalLocal, nepalLocalToIso } from '../lib/nepal-time.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../layout/route.tsx';

// Two texts of up to 20,000 characters, Devanagari at 3 bytes each.
export const handle = { maxBodyBytes: 160 * 1024 };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [notice, branches] = await Promise.all([
    params.id
      ? readAdmin<{ data: EditedNotice }>(context, request, `/admin/notices/${params.id}`).then(
          (answer) => answer.data,
        )
      : null,
    loadBranchOptions(context),
  ]);
  return { notice, branches };
}

/** The form's BS date (Nepali or ASCII digits) as the AD day the API stores, or null. */
function adDay(bs: string | undefined): string | null {
  try {
    const date = parseBsDate(fromNepaliDigits(bs ?? ''));
    return bsToAd(date.year, date.month, date.day);
  } catch {
    return null;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { intent, ...fields } = await formFields(request);
  const path = `/admin/notices/${params.id}`;
  if (intent === 'trash') return respond(request, await callAdminApi(context, 'DELETE', path));
  if (intent === 'restore') return respond(request, await callAdminApi(context, 'POST', `${path}/restore`));
  const date = adDay(fields.date_bs);
  if (!date) {
    const message = adminMessages[detectWebRequestLanguage(request)]['admin.content.bad_date'];
    const refused: AdminFormResult = { ok: false, status: 400, message, errors: { date_bs: message } };
    return data(refused, { status: 400 });
  }
  const body = {
    title_ne: fields.title_ne ?? '',
    title_en: fields.title_en ?? '',
    text_ne: fields.text_ne ?? '',
    text_en: fields.text_en ?? '',
    branch_id: fields.branch_id || null,
    is_urgent: fields.is_urgent === 'on',
    is_popup: fields.is_popup === 'on',
    date,
    file: fields.file || null,
    status: fields.status ?? 'draft',
    publish_at: nepalLocalToIso(fields.publish_at),
    unpublish_at: nepalLocalToIso(fields.unpublish_at),
  };
  const answer = params.id
    ? await callAdminApi(context, 'PUT', path, body)
    : await callAdminApi<{ data: EditedNotice }>(context, 'POST', '/admin/notices', body);
  if (answer.ok && !params.id) {
    const created = (answer.body as { data: EditedNotice }).data;
    throw redirect(`${adminPages.notice(created.id)}?saved=1`, { headers: cookieHeaders(answer.setCookies) });
  }
  return respond(request, answer);
}

function SavedMessage({ notice }: { notice: EditedNotice }) {
  const { t } = useAdminText();
  return (
    <p
      role="status"
      className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:border-green-400 dark:bg-slate-800 dark:text-green-200"
    >
      {t('admin.content.saved_as', { visibility: t(`admin.visibility.${notice.visibility}`) })}
    </p>
  );
}

export default function NoticeEditPage() {
  const { notice, branches } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const me = useMe();
  const { t, lang } = useAdminText();
  const errors = result && !result.ok ? result.errors : {};
  const bsDate = localDigits(formatBsDate(adToBs(notice?.date ?? nepalToday())).replaceAll('/', '-'), lang);
  const branchFixed = me.role === 'branch_editor';
  const justSaved = (result?.ok || params.get('saved') === '1') && notice;
  const title = notice ? t('admin.notices.edit_title') : t('admin.notices.new_title');
  return (
    <AdminPage title={title} wide>
      <p className="mb-4 flex flex-wrap gap-4">
        <Link to={adminPages.notices()} className={linkClass}>
          {t('admin.case.back')}
        </Link>
        {notice ? (
          <Link to={adminPages.noticeHistory(notice.id)} className={linkClass}>
            {t('admin.content.history')}
          </Link>
        ) : null}
        {notice ? <VisibilityBadge visibility={notice.visibility} /> : null}
      </p>
      {justSaved ? <SavedMessage notice={notice} /> : <ResultMessage result={result} />}
      <Form method="post" className={`${cardClass} space-y-5`}>
        <input type="hidden" name="intent" value="save" />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.content.language_hint')}</p>
        <div className="grid gap-5 lg:grid-cols-2">
          <div lang="ne" className="space-y-5">
            <TextField
              idPrefix="notice"
              name="title_ne"
              label={t('admin.content.title_ne')}
              defaultValue={notice?.title_ne}
              maxLength={300}
              error={errors.title_ne}
            />
            <TextareaField
              idPrefix="notice"
              name="text_ne"
              label={t('admin.content.text_ne')}
              defaultValue={notice?.text_ne}
              rows={8}
              error={errors.text_ne}
            />
          </div>
          <div lang="en" className="space-y-5">
            <TextField
              idPrefix="notice"
              name="title_en"
              label={t('admin.content.title_en')}
              defaultValue={notice?.title_en}
              maxLength={300}
              error={errors.title_en}
            />
            <TextareaField
              idPrefix="notice"
              name="text_en"
              label={t('admin.content.text_en')}
              defaultValue={notice?.text_en}
              rows={8}
              error={errors.text_en}
            />
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            idPrefix="notice"
            name="date_bs"
            label={t('admin.content.date_bs')}
            hint={t('admin.content.date_hint', { ad: notice ? formatDate(notice.date, 'en') : '—' })}
            defaultValue={bsDate}
            required
            error={errors.date_bs ?? errors.date}
          />
          {branchFixed ? (
            <input type="hidden" name="branch_id" value={me.branchId ?? ''} />
          ) : (
            <SelectField
              idPrefix="notice"
              name="branch_id"
              label={t('admin.content.branch')}
              hint={t('admin.content.whole_trust')}
              defaultValue={notice?.branch_id ? String(notice.branch_id) : ''}
              items={branches.map((branch) => ({
                value: String(branch.id),
                label: branchLabel(branch, lang),
              }))}
              error={errors.branch_id}
            />
          )}
          <TextField
            idPrefix="notice"
            name="file"
            label={t('admin.content.file')}
            hint={t('admin.content.file_hint')}
            defaultValue={notice?.file ?? ''}
            spellCheck={false}
          />
        </div>
        <fieldset className="space-y-2">
          {(['is_urgent', 'is_popup'] as const).map((flag) => (
            <label key={flag} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={flag}
                defaultChecked={notice?.[flag]}
                className="size-5 accent-rose-800"
              />
              <span>{t(flag === 'is_urgent' ? 'admin.content.urgent' : 'admin.content.popup')}</span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            idPrefix="notice"
            name="status"
            label={t('admin.content.status')}
            required
            defaultValue={notice?.status ?? 'draft'}
            items={publishStatuses.map((status) => ({
              value: status,
              label: t(`admin.visibility.${status}`),
            }))}
          />
          <TextField
            idPrefix="notice"
            name="publish_at"
            type="datetime-local"
            step={1}
            label={t('admin.content.publish_at')}
            hint={t('admin.content.schedule_hint')}
            defaultValue={isoToNepalLocal(notice?.publish_at ?? null)}
            error={errors.publish_at}
          />
          <TextField
            idPrefix="notice"
            name="unpublish_at"
            type="datetime-local"
            step={1}
            label={t('admin.content.unpublish_at')}
            defaultValue={isoToNepalLocal(notice?.unpublish_at ?? null)}
            error={errors.unpublish_at}
          />
        </div>
        <button type="submit" className={buttonClass}>
          {t('admin.content.save')}
        </button>
      </Form>
      {notice ? (
        <p className="mt-6">
          {notice.deleted_at ? (
            <ActionButton intent="restore" label={t('admin.content.restore')} secondary />
          ) : (
            <ActionButton intent="trash" label={t('admin.content.trash')} secondary />
          )}
        </p>
      ) : null}
    </AdminPage>
  );
}
