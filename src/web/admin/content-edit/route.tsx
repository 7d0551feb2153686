// /admin/<kind>/new and /admin/<kind>/:id, for every kind (shared/contract/admin/content-kinds.ts): an
// item's Nepali and English side by side, its own fields (content-fields.tsx), its branch for kinds that
// belong to one, and when it is shown: draft, published (at once or from a time, until a time) or
// archived. Every save is a revision (History).
import type { Route } from './+types/route.ts';
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { publishStatuses } from '../../../shared/contract/admin/content.ts';
import {
  specOf,
  titleOf,
  type EditedItem,
  type KindSpec,
} from '../../../shared/contract/admin/content-kinds.ts';
import type { Paged } from '../../../shared/contract/common.ts';
import { detectWebRequestLanguage } from '../../../shared/i18n/detect.ts';
import { SelectField } from '../../components/form-fields/select-field.tsx';
import { TextField } from '../../components/form-fields/text-field.tsx';
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
import { kindOf, kindOne, refKinds } from '../lib/content-kinds.ts';
import { adminMessages } from '../lib/messages.ts';
import { isoToNepalLocal } from '../lib/nepal-time.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../layout/route.tsx';
import { BilingualFields, FlagFields, ID, OwnFields } from './content-fields.tsx';
import { editBodyOf } from './edit-body.ts';

// Two texts of up to 20,000 characters, Devanagari at 3 bytes each.
export const handle = { maxBodyBytes: 160 * 1024 };

/** The table a reference field of a kind points into. */
const refOf = (spec: KindSpec, name: string) => spec.fields.find((field) => field.name === name)!.ref!;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const spec = specOf(kind);
  const refs = spec.fields.filter((field) => field.type === 'ref');
  const [item, branches, ...options] = await Promise.all([
    params.id
      ? readAdmin<{ data: EditedItem }>(context, request, `/admin/${kind}/${params.id}`).then(
          (answer) => answer.data,
        )
      : null,
    spec.branchScoped ? loadBranchOptions(context) : [],
    ...refs.map((field) =>
      readAdmin<Paged<EditedItem>>(context, request, `/admin/${refKinds[field.ref!]}?pageSize=100`).then(
        (answer) => answer.data,
      ),
    ),
  ]);
  const refItems = Object.fromEntries(refs.map((field, index) => [field.name, options[index] ?? []]));
  return { kind, item, branches, refItems };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = kindOf(params.kind);
  const { intent, ...fields } = await formFields(request);
  const path = `/admin/${kind}/${params.id}`;
  if (intent === 'trash') return respond(request, await callAdminApi(context, 'DELETE', path));
  if (intent === 'restore') return respond(request, await callAdminApi(context, 'POST', `${path}/restore`));
  const edit = editBodyOf(specOf(kind), fields);
  if (!edit.ok) {
    const message = adminMessages[detectWebRequestLanguage(request)]['admin.content.bad_day'];
    const errors = Object.fromEntries(edit.badDays.map((name) => [name, message]));
    const refused: AdminFormResult = { ok: false, status: 400, message, errors };
    return data(refused, { status: 400 });
  }
  const answer = params.id
    ? await callAdminApi(context, 'PUT', path, edit.body)
    : await callAdminApi<{ data: EditedItem }>(context, 'POST', `/admin/${kind}`, edit.body);
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
      {item.missing_languages.map((missing) => (
        <span key={missing} className="mt-1 block font-normal">
          {t('admin.content.missing_on_save', { language: t(`admin.lang.${missing}`) })}
        </span>
      ))}
    </p>
  );
}

export default function ContentEditPage() {
  const { kind, item, branches, refItems } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const me = useMe();
  const { t, lang } = useAdminText();
  const spec = specOf(kind);
  const values = (item ?? {}) as Record<string, unknown>;
  const errors = result && !result.ok ? result.errors : {};
  const justSaved = (result?.ok || params.get('saved') === '1') && item;
  const choices = Object.fromEntries(
    Object.entries(refItems).map(([name, items]) => [
      name,
      items
        .filter((choice) => choice.id !== item?.id || kind !== 'branches')
        .map((choice) => ({
          value: String(choice.id),
          label: titleOf(specOf(refKinds[refOf(spec, name)]), choice, lang),
        })),
    ]),
  );
  return (
    <AdminPage
      title={t(item ? 'admin.content.edit_item' : 'admin.content.new_item', { kind: t(kindOne(kind)) })}
      wide
    >
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
        <BilingualFields spec={spec} values={values} errors={errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <OwnFields spec={spec} values={values} errors={errors} choices={choices} />
          {!spec.branchScoped ? null : me.role === 'branch_editor' ? (
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
        </div>
        <FlagFields spec={spec} values={values} />
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
        // A div, not a p: a form inside a p closes the p when the HTML is parsed, and hydration fails.
        <div className="mt-6">
          {item.deleted_at ? (
            <ActionButton intent="restore" label={t('admin.content.restore')} secondary />
          ) : (
            <ActionButton intent="trash" label={t('admin.content.trash')} secondary />
          )}
        </div>
      ) : null}
    </AdminPage>
  );
}
