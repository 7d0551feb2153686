// /admin/<kind> (notices, laws, branches ...): every item of a kind an editor may edit (a branch editor:
// their branch's), with what the public sees of each now, filtered by that, text and, for kinds that
// belong to a branch, branch; a flag where a language is missing. Items are ticked and changed together
// (bulk-action.ts, with a confirmation step); after an item went to the trash, Undo brings it back.
import type { Route } from './+types/route.ts';
import { Form, Link, useActionData, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { visibilities } from '#shared/contract/admin/content.ts';
import { specOf, titleOf, type ContentKind, type EditedItem } from '#shared/contract/admin/content-kinds.ts';
import { branchScope } from '#shared/contract/admin/staff.ts';
import { formatDate } from '#shared/calendar/format.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import {
  AdminPage,
  buttonClass,
  cardClass,
  linkClass,
  ListPages,
  VisibilityBadge,
} from '../components/admin-ui.tsx';
import { callAdminApi, readAdmin, type AdminFormResult } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { branchLabel, loadBranchOptions } from '../lib/branches.ts';
import { adminPages } from '../lib/paths.ts';
import { kindName, kindOf, kindOne } from '../lib/content-kinds.ts';
import { useMe } from '../lib/use-me.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { listAction, type BulkStep } from './bulk-action.ts';
import { BulkConfirm, BulkControls, BulkOutcome, ChooseBox, TrashedNote } from './bulk-panels.tsx';

/** The item just moved to the trash from its page (`?trashed=<id>`), while it is still there. */
async function justTrashed(context: Route.LoaderArgs['context'], kind: ContentKind, id: string | null) {
  if (!id) return null;
  const answer = await callAdminApi(context, adminEndpoints.contentItem(kind, id));
  const item = answer.ok ? (answer.body as { data: EditedItem }).data : null;
  return item?.deleted_at ? item : null;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const url = new URL(request.url);
  const query = new URLSearchParams({ pageSize: '20' });
  for (const name of ['q', 'visibility', 'branch', 'page']) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  const [items, branches, trashed] = await Promise.all([
    readAdmin(context, request, adminEndpoints.contentList(kind, query.toString())),
    specOf(kind).access.branchOwned ? loadBranchOptions(context) : [],
    justTrashed(context, kind, url.searchParams.get('trashed')),
  ]);
  return { kind, items, branches, trashed };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return listAction(context, request, kindOf(params.kind));
}

export default function ContentListPage() {
  const { kind, items, branches, trashed } = useLoaderData<typeof loader>();
  const result = useActionData() as BulkStep | AdminFormResult | undefined;
  const bulk = result && 'step' in result ? result : null;
  const restored = result && 'ok' in result && result.ok ? (result.payload as EditedItem) : null;
  const [params] = useSearchParams();
  const location = useLocation();
  const { t, lang } = useAdminText();
  const { n } = useI18n();
  const me = useMe();
  const spec = specOf(kind);
  /** The day shown under each item: its date, or when it starts. */
  const dayOf = (item: EditedItem) => {
    const day = item.date ?? item.start_date;
    return typeof day === 'string' ? formatDate(day, lang) : null;
  };
  // The confirmation is a step of its own: the list comes back after Yes or No.
  if (bulk?.step === 'confirm') {
    return (
      <AdminPage title={t(kindName(kind))} wide>
        <BulkConfirm
          kind={kind}
          step={bulk}
          items={items.data}
          backTo={location.pathname + location.search}
        />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={t(kindName(kind))} wide>
      {bulk?.step === 'done' ? <BulkOutcome kind={kind} step={bulk} items={items.data} /> : null}
      {bulk?.step === 'refused' ? (
        <p
          role="alert"
          className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-900 dark:border-red-400 dark:bg-slate-800 dark:text-red-200"
        >
          {bulk.message}
        </p>
      ) : null}
      {restored ? (
        <p
          role="status"
          className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:border-green-400 dark:bg-slate-800 dark:text-green-200"
        >
          {t('admin.trash.restored', { title: titleOf(spec, restored, lang) })}
        </p>
      ) : trashed ? (
        <TrashedNote id={trashed.id} title={titleOf(spec, trashed, lang)} />
      ) : null}
      <p className="mb-4">
        <Link to={adminPages.newContent(kind)} className={buttonClass}>
          {t('admin.content.new_item', { kind: t(kindOne(kind)) })}
        </Link>
      </p>
      <Form method="get" className={`${cardClass} mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <SelectField
          idPrefix="content"
          name="visibility"
          label={t('admin.notices.visibility')}
          defaultValue={params.get('visibility') ?? ''}
          items={visibilities.map((visibility) => ({
            value: visibility,
            label: t(`admin.visibility.${visibility}`),
          }))}
        />
        {spec.access.branchOwned && branchScope(me) === null ? (
          <SelectField
            idPrefix="content"
            name="branch"
            label={t('admin.content.branch')}
            defaultValue={params.get('branch') ?? ''}
            items={branches.map((branch) => ({ value: String(branch.id), label: branchLabel(branch, lang) }))}
          />
        ) : null}
        <TextField
          idPrefix="content"
          name="q"
          type="search"
          label={t('admin.content.search')}
          defaultValue={params.get('q') ?? ''}
        />
        <div className="flex items-end">
          <button type="submit" className={buttonClass}>
            {t('admin.cases.filter')}
          </button>
        </div>
      </Form>
      <p role="status" className="mb-3 font-semibold">
        {t('admin.cases.count', { count: n(items.total_items) })}
      </p>
      {items.data.length === 0 ? (
        <p>{t('admin.content.none')}</p>
      ) : (
        <Form method="post">
          <BulkControls items={items.data} />
          <ul className="space-y-3">
            {items.data.map((item) => (
              <li key={item.id} className={`${cardClass} flex items-start gap-2`}>
                <ChooseBox item={item} title={titleOf(spec, item, lang)} />
                <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
                  <div>
                    <Link to={adminPages.contentItem(kind, item.id)} className={linkClass}>
                      {titleOf(spec, item, lang)}
                    </Link>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {dayOf(item)}
                      {item.missing_languages.map((missing) => (
                        <span
                          key={missing}
                          className="ml-2 rounded bg-amber-100 px-1.5 font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
                        >
                          {t('admin.notices.missing', { language: t(`admin.lang.${missing}`) })}
                        </span>
                      ))}
                    </p>
                  </div>
                  <VisibilityBadge visibility={item.visibility} />
                </div>
              </li>
            ))}
          </ul>
        </Form>
      )}
      <ListPages list={items} />
    </AdminPage>
  );
}
