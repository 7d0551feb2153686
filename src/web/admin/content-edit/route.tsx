// /admin/<kind>/new and /admin/<kind>/:id (notices, articles): an item's Nepali and English side by side,
// its date in Bikram Sambat (the AD date beside it), its own fields (flags, file addresses:
// lib/content-kinds.ts), branch, and when it is shown: draft, published (at once or from a time, until a
// time) or archived. Every save is a revision (History).
import type { Route } from './+types/route.ts';
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { publishStatuses, type EditedItem } from '../../../shared/contract/admin/content.ts';
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
import { kindOf, kindScreens } from '../lib/content-kinds.ts';
import { adminMessages } from '../lib/messages.ts';
import { isoToNepalLocal, nepalLocalToIso } from '../lib/nepal-time.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../layout/route.tsx';

// Two texts of up to 20,000 characters, Devanagari at 3 bytes each.
export const handle = { maxBodyBytes: 160 * 1024 };

const ID = 'content';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const [item, branches] = await Promise.all([
    params.id
      ? readAdmin<{ data: EditedItem }>(context, request, `/admin/${kind}/${params.id}`).then(
          (answer) => answer.data,
        )
      : null,
    loadBranchOptions(context),
  ]);
  return { kind, item, branches };
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
  const kind = kindOf(params.kind);
  const { intent, ...fields } = await formFields(request);
  const path = `/admin/${kind}/${params.id}`;
  if (intent === 'trash') return respond(request, await callAdminApi(context, 'DELETE', path));
  if (intent === 'restore') return respond(request, await callAdminApi(context, 'POST', `${path}/restore`));
  const date = adDay(fields.date_bs);
  if (!date) {
    const message = adminMessages[detectWebRequestLanguage(request)]['admin.content.bad_date'];
    const refused: AdminFormResult = { ok: false, status: 400, message, errors: { date_bs: message } };
    return data(refused, { status: 400 });
  }
  const screen = kindScreens[kind];
  const body: Record<string, unknown> = {
    title_ne: fields.title_ne ?? '',
    title_en: fields.title_en ?? '',
    text_ne: fields.text_ne ?? '',
    text_en: fields.text_en ?? '',
    branch_id: fields.branch_id || null,
    date,
    status: fields.status ?? 'draft',
    publish_at: nepalLocalToIso(fields.publish_at),
    unpublish_at: nepalLocalToIso(fields.unpublish_at),
  };
  for (const flag of screen.flags) body[flag.name] = fields[flag.name] === 'on';
  for (const file of screen.files) body[file.name] = fields[file.name] || null;
  const answer = params.id
    ? await callAdminApi(context, 'PUT', path, body)
    : await callAdminApi<{ data: EditedItem }>(context, 'POST', `/admin/${kind}`, body);
  if (answer.ok && !params.id) {
    const created = (answer.body as { data: EditedItem }).data;
    throw redirect(`${adminPages.contentItem(kind, created.id)}?saved=1`, {
      headers: cookieHeaders(answer.setCookies),
    });
  }
  return respond(request, answer);
}

function SavedMessage({ item }: { item: EditedItem }) {
  const { t } = useAdminText();
  return (
    <p
      role="status"
      className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:border-green-400 dark:bg-slate-800 dark:text-green-200"
    >
      {t('admin.content.saved_as', { visibility: t(`admin.visibility.${item.visibility}`) })}
    </p>
  );
}

export default function ContentEditPage() {
  const { kind, item, branches } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const me = useMe();
  const { t, lang } = useAdminText();
  const screen = kindScreens[kind];
  const values = (item ?? {}) as Record<string, unknown>;
  const errors = result && !result.ok ? result.errors : {};
  const bsDate = localDigits(formatBsDate(adToBs(item?.date ?? nepalToday())).replaceAll('/', '-'), lang);
  const justSaved = (result?.ok || params.get('saved') === '1') && item;
  return (
    <AdminPage title={t(item ? screen.editItem : screen.newItem)} wide>
      <p className="mb-4 flex flex-wrap items-center gap-4">
        <Link to={adminPages.content(kind)} className={linkClass}>
          {t('admin.case.back')}
        </Link>
        {item ? (
          <Link to={adminPages.contentHistory(kind, item.id)} className={linkClass}>
            {t('admin.content.history')}
          </Link>
        ) : null}
        {item ? <VisibilityBadge visibility={item.visibility} /> : null}
      </p>
      {justSaved ? <SavedMessage item={item} /> : <ResultMessage result={result} />}
      <Form method="post" className={`${cardClass} space-y-5`}>
        <input type="hidden" name="intent" value="save" />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.content.language_hint')}</p>
        <div className="grid gap-5 lg:grid-cols-2">
          {(['ne', 'en'] as const).map((language) => (
            <div key={language} lang={language} className="space-y-5">
              <TextField
                idPrefix={ID}
                name={`title_${language}`}
                label={t(`admin.content.title_${language}`)}
                defaultValue={item?.[`title_${language}`]}
                maxLength={300}
                error={errors[`title_${language}`]}
              />
              <TextareaField
                idPrefix={ID}
                name={`text_${language}`}
                label={t(`admin.content.text_${language}`)}
                defaultValue={item?.[`text_${language}`]}
                rows={8}
                error={errors[`text_${language}`]}
              />
            </div>
          ))}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            idPrefix={ID}
            name="date_bs"
            label={t('admin.content.date_bs')}
            hint={t('admin.content.date_hint', { ad: item ? formatDate(item.date, 'en') : '—' })}
            defaultValue={bsDate}
            required
            error={errors.date_bs ?? errors.date}
          />
          {me.role === 'branch_editor' ? (
            <input type="hidden" name="branch_id" value={me.branchId ?? ''} />
          ) : (
            <SelectField
              idPrefix={ID}
              name="branch_id"
              label={t('admin.content.branch')}
              hint={t('admin.content.whole_trust')}
              defaultValue={item?.branch_id ? String(item.branch_id) : ''}
              items={branches.map((branch) => ({
                value: String(branch.id),
                label: branchLabel(branch, lang),
              }))}
              error={errors.branch_id}
            />
          )}
          {screen.files.map((file) => (
            <TextField
              key={file.name}
              idPrefix={ID}
              name={file.name}
              label={t(file.label)}
              hint={t('admin.content.file_hint')}
              defaultValue={typeof values[file.name] === 'string' ? (values[file.name] as string) : ''}
              spellCheck={false}
              error={errors[file.name]}
            />
          ))}
        </div>
        {screen.flags.length ? (
          <fieldset className="space-y-2">
            {screen.flags.map((flag) => (
              <label key={flag.name} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name={flag.name}
                  defaultChecked={values[flag.name] === true}
                  className="size-5 accent-rose-800"
                />
                <span>{t(flag.label)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            idPrefix={ID}
            name="status"
            label={t('admin.content.status')}
            required
            defaultValue={item?.status ?? 'draft'}
            items={publishStatuses.map((status) => ({
              value: status,
              label: t(`admin.visibility.${status}`),
            }))}
          />
          <TextField
            idPrefix={ID}
            name="publish_at"
            type="datetime-local"
            step={1}
            label={t('admin.content.publish_at')}
            hint={t('admin.content.schedule_hint')}
            defaultValue={isoToNepalLocal(item?.publish_at ?? null)}
            error={errors.publish_at}
          />
          <TextField
            idPrefix={ID}
            name="unpublish_at"
            type="datetime-local"
            step={1}
            label={t('admin.content.unpublish_at')}
            defaultValue={isoToNepalLocal(item?.unpublish_at ?? null)}
            error={errors.unpublish_at}
          />
        </div>
        <button type="submit" className={buttonClass}>
          {t('admin.content.save')}
        </button>
      </Form>
      {item ? (
        <p className="mt-6">
          {item.deleted_at ? (
            <ActionButton intent="restore" label={t('admin.content.restore')} secondary />
          ) : (
            <ActionButton intent="trash" label={t('admin.content.trash')} secondary />
          )}
        </p>
      ) : null}
    </AdminPage>
  );
}
