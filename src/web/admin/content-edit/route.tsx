// /admin/<kind>/new and /admin/<kind>/:id, for every kind (shared/contract/admin/content-kinds.ts): an
// item's Nepali and English side by side, its own fields (content-fields.tsx), its branch for kinds that
// belong to one, and when it is shown: draft, published (at once or from a time, until a time) or
// archived. Every save is a revision (History), based on the revision the form was opened at: a save on
// top of someone else's newer one comes back as a comparison (conflict-view.tsx). A save made after the
// session ended is kept (the ticket of the page) and the form comes back after signing in again.
import type { Route } from './+types/route.ts';
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { publishStatuses } from '#shared/contract/admin/content.ts';
import { branchScope } from '#shared/contract/admin/staff.ts';
import {
  missingFieldsOf,
  specOf,
  titleOf,
  type ContentKind,
  type EditedItem,
  type KindSpec,
  type SaveConflict,
} from '#shared/contract/admin/content-kinds.ts';
import { DRAFT_TICKET_HEADER } from '#shared/contract/admin/drafts.ts';
import { previewable } from '#shared/contract/admin/preview.ts';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import {
  ActionButton,
  AdminPage,
  buttonClass,
  cardClass,
  linkClass,
  ResultMessage,
  secondaryButtonClass,
  VisibilityBadge,
} from '../components/admin-ui.tsx';
import {
  callAdminApi,
  cookieHeaders,
  formFields,
  formResult,
  pageUrl,
  readAdmin,
  respond,
  signInPath,
  type AdminFormResult,
} from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { branchLabel, loadBranchOptions } from '../lib/branches.ts';
import { editedLabel, kindOf, kindOne, refKinds } from '../lib/content-kinds.ts';
import { adminMessages } from '../lib/messages.ts';
import { formatWhen } from '../lib/format.ts';
import { BS_DATE_TIME_FORMAT, formatBsDateTime } from '../lib/bs-date-time.ts';
import { BsDateField } from '../components/bs-date-picker/bs-date-field.tsx';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../lib/use-me.ts';
import { keepChosen } from './conflict.ts';
import { ConflictView } from './conflict-view.tsx';
import { BilingualFields, FlagFields, ID, initial, OwnFields } from './content-fields.tsx';
import { editBodyOf } from './edit-body.ts';

// Two rich text bodies of up to 60,000 characters of HTML (ADR 031); a posted form percent-encodes
// Devanagari at 9 bytes a character, so a long Nepali table needs room.
export const handle = { maxBodyBytes: 1024 * 1024 };

/** A save's answer to the page: a refused save carries both versions and what was typed. */
type EditResult = AdminFormResult & {
  conflict?: SaveConflict;
  /** The form as posted, to show it again. */
  posted?: Record<string, string>;
  /** The save as sent (the API's fields), to compare with theirs. */
  mine?: Record<string, unknown>;
  /** Trashing a published urgent item waits for a second yes. */
  confirmTrash?: boolean;
};

/**
 * Moves the item to the trash and goes to its list, which offers Undo; a published urgent notice (a flag
 * `is_urgent`) asks first, since visitors see it now (issue 29).
 */
async function trashItem(
  context: Route.ActionArgs['context'],
  request: Request,
  kind: ContentKind,
  id: string,
  confirmed: boolean,
) {
  if (!confirmed) {
    const read = await callAdminApi(context, adminEndpoints.contentItem(kind, id));
    const item = read.ok ? (read.body as { data: EditedItem }).data : null;
    if (item?.is_urgent === true && item.visibility === 'published') {
      const asking: EditResult = { ok: false, status: 200, message: '', errors: {}, confirmTrash: true };
      return data(asking);
    }
  }
  const answer = await callAdminApi(context, adminEndpoints.trashContent(kind, id));
  if (!answer.ok) return respond(request, answer);
  throw redirect(adminPages.content(kind, `trashed=${id}`), { headers: cookieHeaders(answer.setCookies) });
}

/** A draft copy of the item (the API clears its dates and marks its title), opened for editing. */
async function duplicate(
  context: Route.ActionArgs['context'],
  request: Request,
  kind: ContentKind,
  id: string,
) {
  const answer = await callAdminApi(context, adminEndpoints.duplicateContent(kind, id));
  if (!answer.ok) return respond(request, answer);
  const copy = (answer.body as { data: EditedItem }).data;
  throw redirect(`${adminPages.contentItem(kind, copy.id)}?duplicated=1`, {
    headers: cookieHeaders(answer.setCookies),
  });
}

/** The posted inputs that are part of the item (not the page's own: intent, ticket, choices). */
const typedOf = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).filter(
      ([name]) => !['draft_ticket', 'conflict'].includes(name) && !name.startsWith('keep_'),
    ),
  );

/** The table a reference field of a kind points into. */
const refOf = (spec: KindSpec, name: string) => spec.fields.find((field) => field.name === name)!.ref!;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const spec = specOf(kind);
  const refs = spec.fields.filter((field) => field.type === 'ref');
  const [drafts, item, branches, ...options] = await Promise.all([
    readAdmin(context, request, adminEndpoints.drafts(kind, params.id)).then((answer) => answer.data),
    params.id
      ? readAdmin(context, request, adminEndpoints.contentItem(kind, params.id)).then((answer) => answer.data)
      : null,
    spec.access.branchOwned ? loadBranchOptions(context) : [],
    ...refs.map((field) =>
      readAdmin(context, request, adminEndpoints.contentList(refKinds[field.ref!], 'pageSize=100')).then(
        (answer) => answer.data,
      ),
    ),
  ]);
  const refItems = Object.fromEntries(refs.map((field, index) => [field.name, options[index] ?? []]));
  return { kind, item, branches, refItems, ticket: drafts.ticket, draft: drafts.draft };
}

/**
 * The session ended before this save: keep what was typed under the page's ticket (it names the account,
 * so only that account gets it back), then sign in and come back to this page.
 */
async function keepForLater(
  context: Route.ActionArgs['context'],
  request: Request,
  kind: string,
  id: string | undefined,
  fields: Record<string, string>,
): Promise<never> {
  if (fields.draft_ticket) {
    const kept = await callAdminApi(
      context,
      adminEndpoints.keepDraft(),
      { fields: typedOf(fields) },
      {
        [DRAFT_TICKET_HEADER]: fields.draft_ticket,
      },
    );
    if (!kept.ok) console.warn(`draft of ${kind} ${id ?? 'new'} not kept: ${kept.status}`);
  }
  throw redirect(signInPath(pageUrl(request)));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = kindOf(params.kind);
  const { intent, ...fields } = await formFields(request);
  const id = params.id ?? '';
  if (intent === 'trash') return trashItem(context, request, kind, id, fields.confirmed === '1');
  if (intent === 'duplicate') return duplicate(context, request, kind, id);
  if (intent === 'restore')
    return respond(request, await callAdminApi(context, adminEndpoints.restoreContent(kind, id)));
  if (intent === 'discard_draft') {
    const answer = await callAdminApi(context, adminEndpoints.discardDraft(kind, params.id));
    if (answer.status === 401) throw redirect(signInPath(pageUrl(request)));
    throw redirect(pageUrl(request).pathname);
  }
  const spec = specOf(kind);
  const edit = editBodyOf(spec, fields);
  if (!edit.ok) {
    const messages = adminMessages[detectWebRequestLanguage(request)];
    const message = messages['admin.content.bad_day'];
    const badTime = messages['admin.content.bad_time']
      .replace('{format}', BS_DATE_TIME_FORMAT)
      .replace('{example}', '2083-08-11 14:30');
    const errors = Object.fromEntries(
      edit.badDays.map((name) => [name, name.endsWith('publish_at') ? badTime : message]),
    );
    const refused: EditResult = { ok: false, status: 400, message, errors, posted: typedOf(fields) };
    return data(refused, { status: 400 });
  }
  let body: Record<string, unknown> = edit.body;
  if (params.id) {
    body.base_revision = fields.base_revision;
    // After a refused save: the fields the person chose to keep as the other person saved them, if the
    // item is still as the comparison showed it (else the API refuses again, with the newer version).
    if (fields.conflict === 'choices' && Object.values(fields).includes('theirs')) {
      const saved = await callAdminApi(context, adminEndpoints.contentItem(kind, id));
      const current = saved.ok ? (saved.body as { data: EditedItem }).data : null;
      if (current && String(current.revision) === fields.base_revision)
        body = keepChosen(spec, body, fields, current);
    }
  }
  const answer = params.id
    ? await callAdminApi(context, adminEndpoints.saveContent(kind, params.id), body)
    : await callAdminApi(context, adminEndpoints.createContent(kind), body);
  if (answer.status === 401) return keepForLater(context, request, kind, params.id, fields);
  if (answer.status === 409 && params.id) {
    const conflict = answer.body as SaveConflict;
    const refused: EditResult = {
      ok: false,
      status: 409,
      message: conflict.message,
      errors: {},
      conflict,
      posted: typedOf(fields),
      mine: body,
    };
    return data(refused, { status: 409, headers: cookieHeaders(answer.setCookies) });
  }
  if (!answer.ok) {
    // Refused (a field to correct): the page shows the form as it was typed, on the same base.
    const refused: EditResult = { ...formResult(answer), posted: typedOf(fields) };
    return data(refused, { status: answer.status, headers: cookieHeaders(answer.setCookies) });
  }
  if (answer.ok && !params.id) {
    const created = (answer.body as { data: EditedItem }).data;
    throw redirect(`${adminPages.contentItem(kind, created.id)}?saved=1`, {
      headers: cookieHeaders(answer.setCookies),
    });
  }
  return respond(request, answer);
}

function SavedMessage({ spec, item }: { spec: KindSpec; item: EditedItem }) {
  const { t } = useAdminText();
  const page = spec.public?.item;
  return (
    <p
      role="status"
      className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:border-green-400 dark:bg-slate-800 dark:text-green-200"
    >
      {t('admin.content.saved_as', { visibility: t(`admin.visibility.${item.visibility}`) })}
      {/* Where visitors see it now (ADR 032). */}
      {page && item.visibility === 'published' ? (
        <a href={page(item.id)} className={`${linkClass} ms-3`}>
          {t('admin.preview.view_site')}
        </a>
      ) : null}
      {item.missing_languages.map((missing) => (
        <span key={missing} className="mt-1 block font-normal">
          {t('admin.content.missing_fields', {
            language: t(`admin.lang.${missing}`),
            fields: missingFieldsOf(spec, item, missing)
              .map((name) => editedLabel(spec, `${name}_${missing}`, t))
              .join(', '),
          })}
        </span>
      ))}
    </p>
  );
}

/**
 * The Preview button (formtarget _blank) posts the form to the preview in a new tab, as the browser does
 * without JavaScript; React Router's form would post it in this tab, where the typed form would be lost.
 */
function openPreview(event: React.FormEvent<HTMLFormElement>) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const preview = submitter?.getAttribute('formaction');
  if (!submitter?.hasAttribute('formtarget') || !preview) return;
  event.preventDefault();
  const form = event.currentTarget;
  const [action, target] = [form.getAttribute('action'), form.getAttribute('target')];
  form.setAttribute('action', preview);
  form.setAttribute('target', '_blank');
  HTMLFormElement.prototype.submit.call(form);
  if (action === null) form.removeAttribute('action');
  else form.setAttribute('action', action);
  if (target === null) form.removeAttribute('target');
  else form.setAttribute('target', target);
}

/** The form kept when the session ended, back after signing in again: why, and a way to drop it. */
function RestoredDraft({ savedAt }: { savedAt: string }) {
  const { t, lang } = useAdminText();
  return (
    <div
      role="alert"
      className="mb-4 space-y-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100"
    >
      <p className="font-semibold">{t('admin.draft.restored', { when: formatWhen(savedAt, lang) })}</p>
      <ActionButton intent="discard_draft" label={t('admin.draft.discard')} secondary />
    </div>
  );
}

/** "This urgent notice is published: move it to the trash?": yes posts again, confirmed; no stays. */
function ConfirmTrash({ pagePath }: { pagePath: string }) {
  const { t } = useAdminText();
  return (
    <div
      role="alert"
      className="mb-4 space-y-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100"
    >
      <p className="font-semibold">{t('admin.content.urgent_trash')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <ActionButton
          intent="trash"
          label={t('admin.content.urgent_trash_yes')}
          fields={{ confirmed: '1' }}
        />
        <Link to={pagePath} className={linkClass}>
          {t('admin.content.urgent_trash_no')}
        </Link>
      </div>
    </div>
  );
}

export default function ContentEditPage() {
  const { kind, item, branches, refItems, ticket, draft } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as EditResult | undefined;
  const [params] = useSearchParams();
  const me = useMe();
  const { t, lang } = useAdminText();
  const spec = specOf(kind);
  const values = (item ?? {}) as Record<string, unknown>;
  const errors = result && !result.ok ? result.errors : {};
  const justSaved = (result?.ok || params.get('saved') === '1') && item;
  const conflict = result?.status === 409 && result.conflict && item ? result.conflict : null;
  // What the inputs start with: what was typed (a refused save, a kept draft), else the item; and the
  // revision it was based on (the item may have moved on meanwhile: that must still be noticed).
  const posted = result && !result.ok && result.posted ? result.posted : (draft?.fields ?? null);
  const baseRevision = conflict
    ? String(conflict.current.revision)
    : (posted?.base_revision ?? String(item?.revision ?? 0));
  // A new key re-creates the inputs, so they show the new starting values (a save, a comparison, a draft).
  const formKey = conflict
    ? `conflict-${conflict.current.revision}`
    : draft
      ? `draft-${draft.saved_at}`
      : `item-${item?.id ?? 'new'}-${item?.revision ?? 0}`;
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
  const branchChoices = branches.map((branch) => ({
    value: String(branch.id),
    label: branchLabel(branch, lang),
  }));
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
        {item && previewable(spec) ? (
          <Link to={adminPages.contentPreview(kind, item.id)} className={linkClass}>
            {t('admin.preview.title')}
          </Link>
        ) : null}
        {item ? <VisibilityBadge visibility={item.visibility} /> : null}
      </p>
      {justSaved ? (
        <SavedMessage spec={spec} item={item} />
      ) : conflict || result?.confirmTrash ? null : (
        <ResultMessage result={result} />
      )}
      {draft && !conflict && !justSaved ? <RestoredDraft savedAt={draft.saved_at} /> : null}
      {params.get('duplicated') === '1' && !result ? (
        <p
          role="status"
          className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:border-green-400 dark:bg-slate-800 dark:text-green-200"
        >
          {t('admin.content.duplicated')}
        </p>
      ) : null}
      {result?.confirmTrash && item ? (
        <ConfirmTrash pagePath={adminPages.contentItem(kind, item.id)} />
      ) : null}
      <Form key={formKey} method="post" onSubmit={openPreview} className={`${cardClass} space-y-5`}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="base_revision" value={baseRevision} />
        <input type="hidden" name="draft_ticket" value={ticket} />
        {conflict && item ? (
          <ConflictView
            spec={spec}
            conflict={conflict}
            mine={result?.mine ?? {}}
            choices={{ ...choices, branch_id: branchChoices }}
            pagePath={adminPages.contentItem(kind, item.id)}
          />
        ) : null}
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.content.language_hint')}</p>
        <BilingualFields spec={spec} values={values} errors={errors} posted={posted} />
        <div className="grid gap-5 sm:grid-cols-2">
          <OwnFields spec={spec} values={values} errors={errors} choices={choices} posted={posted} />
          {!spec.access.branchOwned ? null : branchScope(me) !== null ? (
            <input type="hidden" name="branch_id" value={me.branchId ?? ''} />
          ) : (
            <SelectField
              idPrefix={ID}
              name="branch_id"
              label={t('admin.content.branch')}
              hint={t('admin.content.whole_trust')}
              defaultValue={initial(posted, 'branch_id', item?.branch_id ? String(item.branch_id) : '')}
              items={branchChoices}
              error={errors.branch_id}
            />
          )}
        </div>
        <FlagFields spec={spec} values={values} posted={posted} />
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            idPrefix={ID}
            name="status"
            label={t('admin.content.status')}
            required
            defaultValue={initial(posted, 'status', item?.status ?? 'draft')}
            items={publishStatuses.map((status) => ({
              value: status,
              label: t(`admin.visibility.${status}`),
            }))}
          />
          <BsDateField
            idPrefix={ID}
            name="publish_at"
            withTime
            label={t('admin.content.publish_at')}
            note={t('admin.content.schedule_hint')}
            defaultValue={initial(posted, 'publish_at', formatBsDateTime(item?.publish_at, lang))}
            error={errors.publish_at}
          />
          <BsDateField
            idPrefix={ID}
            name="unpublish_at"
            withTime
            label={t('admin.content.unpublish_at')}
            defaultValue={initial(posted, 'unpublish_at', formatBsDateTime(item?.unpublish_at, lang))}
            error={errors.unpublish_at}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass}>
            {t('admin.content.save')}
          </button>
          {previewable(spec) ? (
            // Posts the form as typed to the preview, in a new tab, without saving (ADR 032).
            <button
              type="submit"
              formAction={adminPages.contentPreview(kind, item?.id ?? 'new')}
              formTarget="_blank"
              className={secondaryButtonClass}
            >
              {t('admin.preview.open')}
            </button>
          ) : null}
        </div>
      </Form>
      {item ? (
        // A div, not a p: a form inside a p closes the p when the HTML is parsed, and hydration fails.
        <div className="mt-6">
          {item.deleted_at ? (
            <ActionButton intent="restore" label={t('admin.content.restore')} secondary />
          ) : (
            <div className="flex flex-wrap gap-3">
              <ActionButton intent="duplicate" label={t('admin.content.duplicate')} secondary />
              <ActionButton intent="trash" label={t('admin.content.trash')} secondary />
            </div>
          )}
        </div>
      ) : null}
    </AdminPage>
  );
}
