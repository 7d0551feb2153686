// /admin/<kind>/:id/history: every save of an item, newest first, each with what it changed field by field
// against the one before, as people read it (BS dates, yes/no, names instead of ids, Nepali digits on
// Nepali screens: lib/readable-value.ts); any revision can be restored (saved again as the newest).
import type { Route } from './+types/route.ts';
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { specOf, titleOf } from '#shared/contract/admin/content-kinds.ts';
import { ActionButton, AdminPage, cardClass, linkClass, ResultMessage } from '../components/admin-ui.tsx';
import {
  adminFormHandle,
  callAdminApi,
  cookieHeaders,
  formFields,
  readAdmin,
  respond,
} from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { formatWhen } from '../lib/format.ts';
import { adminPages } from '../lib/paths.ts';
import { branchLabel, loadBranchOptions } from '../lib/branches.ts';
import { editedLabel, kindOf, refKinds } from '../lib/content-kinds.ts';
import { readableValue } from '../lib/readable-value.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';

export const handle = adminFormHandle;

/** The newest revisions shown with their changes. */
const SHOWN = 20;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const spec = specOf(kind);
  const refs = spec.fields.filter((field) => field.type === 'ref');
  // Names for the ids a revision holds: the branch and the items its reference fields point to.
  const [item, revisions, branches, ...options] = await Promise.all([
    readAdmin(context, request, adminEndpoints.contentItem(kind, params.id)),
    readAdmin(context, request, adminEndpoints.revisions(kind, params.id)),
    spec.access.branchOwned ? loadBranchOptions(context) : [],
    ...refs.map((field) =>
      readAdmin(context, request, adminEndpoints.contentList(refKinds[field.ref!], 'pageSize=100')).then(
        (answer) => answer.data,
      ),
    ),
  ]);
  const shown = revisions.data.slice(0, SHOWN);
  const changes = await Promise.all(
    shown.map((revision) =>
      readAdmin(context, request, adminEndpoints.revisionChanges(kind, params.id, revision.number)),
    ),
  );
  return {
    kind,
    branches,
    refItems: Object.fromEntries(refs.map((field, index) => [field.name, options[index] ?? []])),
    item: item.data,
    revisions: shown.map((revision, i) => ({ ...revision, changes: changes[i]!.data.changes })),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { number } = await formFields(request);
  const answer = await callAdminApi(
    context,
    adminEndpoints.restoreRevision(kindOf(params.kind), params.id, Number(number)),
  );
  if (answer.ok)
    throw redirect(`${adminPages.contentItem(kindOf(params.kind), Number(params.id))}?saved=1`, {
      headers: cookieHeaders(answer.setCookies),
    });
  return respond(request, answer);
}

export default function ContentHistoryPage() {
  const { kind, item, revisions, branches, refItems } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, lang } = useAdminText();
  const spec = specOf(kind);
  const title = titleOf(spec, item, lang);
  const choices = {
    branch_id: new Map(branches.map((branch) => [String(branch.id), branchLabel(branch, lang)])),
    ...Object.fromEntries(
      Object.entries(refItems).map(([name, items]) => {
        const target = specOf(refKinds[spec.fields.find((field) => field.name === name)!.ref!]);
        return [name, new Map(items.map((choice) => [String(choice.id), titleOf(target, choice, lang)]))];
      }),
    ),
  };
  const show = (name: string, value: unknown) => readableValue(spec, name, value, { t, lang, choices });
  const revisionLabel = (number: number) =>
    t('admin.history.revision', { number: localDigits(number, lang) });
  return (
    <AdminPage title={t('admin.history.title', { title })} wide>
      <p className="mb-4">
        <Link to={adminPages.contentItem(kind, item.id)} className={linkClass}>
          {t('admin.history.back')}
        </Link>
      </p>
      <ResultMessage result={result} />
      <ol className="space-y-4">
        {revisions.map((revision, index) => (
          <li key={revision.number} className={cardClass}>
            <h2 className="text-lg font-semibold">{revisionLabel(revision.number)}</h2>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
              {t('admin.history.by', {
                author: revision.author ?? '',
                when: formatWhen(revision.created_at, lang),
              })}
            </p>
            {revision.changes.length === 0 ? (
              <p>{t('admin.history.no_changes')}</p>
            ) : (
              <ScrollRegion label={revisionLabel(revision.number)}>
                <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
                  <caption className="sr-only">{revisionLabel(revision.number)}</caption>
                  <thead>
                    <tr className="border-b border-slate-300 dark:border-slate-600">
                      <th scope="col" className="p-2">
                        {t('admin.history.field')}
                      </th>
                      <th scope="col" className="p-2">
                        {t('admin.history.before')}
                      </th>
                      <th scope="col" className="p-2">
                        {t('admin.history.after')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {revision.changes.map((change) => (
                      <tr
                        key={change.field}
                        className="border-b border-slate-200 align-top dark:border-slate-700"
                      >
                        <th scope="row" className="p-2 font-normal">
                          {editedLabel(spec, change.field, t)}
                        </th>
                        <td className="p-2 whitespace-pre-line">
                          <del className="text-red-800 dark:text-red-300">
                            {show(change.field, change.before)}
                          </del>
                        </td>
                        <td className="p-2 whitespace-pre-line">
                          <ins className="text-green-800 no-underline dark:text-green-300">
                            {show(change.field, change.after)}
                          </ins>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
            {index > 0 ? (
              <div className="mt-3">
                <ActionButton
                  intent="restore"
                  fields={{ number: String(revision.number) }}
                  label={t('admin.history.restore')}
                  secondary
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </AdminPage>
  );
}
