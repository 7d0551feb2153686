// /admin/users (administrators): staff accounts: find one (a search, or those unused for 90 days), see
// each one's role, branch and last sign-in, create one (answers a one-time password link to pass on),
// change a role, branch or extra permission, make a new link, sign someone out, disable or enable.
import type { Route } from './+types/route.ts';
import { Form, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { grantablePermissions, type StaffMember } from '#shared/contract/admin/staff.ts';
import { UNUSED_AFTER_DAYS } from '#shared/contract/admin/users.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import {
  ActionButton,
  AdminPage,
  buttonClass,
  cardClass,
  linkClass,
  ResultMessage,
  secondaryButtonClass,
} from '../components/admin-ui.tsx';
import { adminFormHandle, callAdminApi, formFields, readAdmin, respond } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { adminPages } from '../lib/paths.ts';
import { branchLabel, loadBranchOptions, type BranchOption } from '../lib/branches.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../lib/use-me.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { AccountTable, accountAnchor } from './account-table.tsx';
import { branchItems, CreateAccountForm, roleItems } from './create-form.tsx';
import { PasswordLink, type LinkPayload } from './password-link.tsx';

export const handle = adminFormHandle;

/** The list's own query (q, unused), passed on to the API as it is. */
function listSearch(request: Request): URLSearchParams {
  const url = new URL(request.url);
  const search = new URLSearchParams();
  const q = url.searchParams.get('q')?.trim();
  if (q) search.set('q', q);
  if (url.searchParams.get('unused') === '1') search.set('unused', '1');
  return search;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const [users, branches] = await Promise.all([
    readAdmin(context, request, adminEndpoints.users(listSearch(request))),
    loadBranchOptions(context),
  ]);
  return { users: users.data, branches };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { intent = '', id = '', ...fields } = await formFields(request);
  switch (intent) {
    case 'create':
      return respond(
        request,
        await callAdminApi(context, adminEndpoints.createUser(), {
          ...fields,
          branchId: fields.branchId || null,
        }),
        'create',
      );
    case 'update':
      return respond(
        request,
        await callAdminApi(context, adminEndpoints.updateUser(id), {
          role: fields.role,
          branchId: fields.branchId || null,
        }),
        `row-${id}`,
      );
    case 'grants':
      return respond(
        request,
        await callAdminApi(context, adminEndpoints.updateUser(id), {
          grants: grantablePermissions.filter((permission) => fields[permission] === 'on'),
        }),
        `row-${id}${GRANTS}`,
      );
    case 'link':
      return respond(request, await callAdminApi(context, adminEndpoints.passwordLink(id)), `row-${id}`);
    case 'sign-out':
      return respond(request, await callAdminApi(context, adminEndpoints.signOutUser(id)), `row-${id}`);
    default:
      return respond(
        request,
        await callAdminApi(context, adminEndpoints.updateUser(id), { disabled: fields.disabled === 'true' }),
        `row-${id}${ACCESS}`,
      );
  }
}

/** Marks the answer of Disable/Enable, told apart from a saved role or branch on the same row. */
const ACCESS = ':access';
/** Marks the answer of the extra permission's form. */
const GRANTS = ':grants';

type ActionResult = ReturnType<typeof useActionData<typeof action>>;

/** What a row's form answered: a password link, a confirmation of what was saved, or the API's message. */
function RowResult({
  result,
  intent,
  branches,
}: {
  result: ActionResult;
  intent: string;
  branches: BranchOption[];
}) {
  const { t, lang } = useAdminText();
  if (!result?.intent?.startsWith(intent)) return null;
  const payload = result.ok && result.payload && typeof result.payload === 'object' ? result.payload : null;
  if (payload && 'link' in payload) return <PasswordLink payload={payload as LinkPayload} />;
  if (!payload || !('role' in payload)) return <ResultMessage result={result} intent={result.intent} />;
  const member = payload as StaffMember;
  const branch = branches.find((candidate) => candidate.id === member.branchId);
  const message = result.intent.endsWith(ACCESS)
    ? t(member.disabled ? 'admin.users.saved_disabled' : 'admin.users.saved_enabled', { name: member.name })
    : result.intent.endsWith(GRANTS)
      ? t(member.grants.length ? 'admin.users.saved_grants' : 'admin.users.saved_no_grants', {
          name: member.name,
        })
      : t('admin.users.saved', {
          name: member.name,
          role: t(`admin.role.${member.role}`),
          branch: branch ? branchLabel(branch, lang) : t('admin.users.all_branches'),
        });
  return <ResultMessage result={{ ...result, message }} intent={result.intent} />;
}

/** The search: words of a name or an address, and "not signed in for 90 days" (a plain GET form). */
function AccountSearch({ found }: { found: number }) {
  const { t } = useAdminText();
  const { n } = useI18n();
  const [params] = useSearchParams();
  const searching = Boolean(params.get('q') || params.get('unused'));
  return (
    <Form
      method="get"
      role="search"
      className={`${cardClass} mb-6 grid items-end gap-4 sm:grid-cols-[1fr_auto]`}
    >
      <TextField
        idPrefix="account-search"
        name="q"
        type="search"
        label={t('admin.users.search_label')}
        defaultValue={params.get('q') ?? ''}
        spellCheck={false}
      />
      <button type="submit" className={buttonClass}>
        {t('admin.users.search')}
      </button>
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          name="unused"
          value="1"
          defaultChecked={params.get('unused') === '1'}
          className="size-5 accent-rose-800"
        />
        <span>{t('admin.users.unused_filter', { days: n(UNUSED_AFTER_DAYS) })}</span>
      </label>
      <p role="status" className="sm:col-span-2">
        {t('admin.users.found', { count: n(found) })}
        {searching ? (
          <>
            {' '}
            <a href={adminPages.users()} className={linkClass}>
              {t('admin.users.show_all')}
            </a>
          </>
        ) : null}
      </p>
    </Form>
  );
}

/** The extra permission an administrator may give (ADR 040); an administrator has it by role. */
function GrantsForm({ user }: { user: StaffMember }) {
  const { t } = useAdminText();
  if (user.role === 'admin') return null;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-center gap-4">
      <input type="hidden" name="intent" value="grants" />
      <input type="hidden" name="id" value={user.id} />
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{t('admin.users.grants')}</legend>
        {grantablePermissions.map((permission) => (
          <label key={permission} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name={permission}
              defaultChecked={user.grants.includes(permission)}
              className="size-5 accent-rose-800"
            />
            <span>{t(`admin.users.grant.${permission}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={secondaryButtonClass}>
        {t('admin.users.save_grants')}
      </button>
    </Form>
  );
}

function AccountCard({ user, branches }: { user: StaffMember; branches: BranchOption[] }) {
  const result = useActionData<typeof action>();
  const me = useMe();
  const { t, lang } = useAdminText();
  const intent = `row-${user.id}`;
  return (
    <li id={accountAnchor(user.id)} className={`${cardClass} scroll-mt-4`}>
      <h3 className="text-lg font-semibold">
        {user.name} {user.id === me.id ? t('admin.users.you') : ''}
      </h3>
      <p className="break-all text-slate-700 dark:text-slate-300">{user.email}</p>
      <RowResult result={result} intent={intent} branches={branches} />
      <Form method="post" className="mt-3 grid items-end gap-4 sm:grid-cols-3">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={user.id} />
        <SelectField
          idPrefix={`user-${user.id}`}
          name="role"
          label={t('admin.users.role')}
          defaultValue={user.role}
          required
          items={roleItems(t)}
        />
        <SelectField
          idPrefix={`user-${user.id}`}
          name="branchId"
          label={t('admin.users.branch')}
          defaultValue={user.branchId ? String(user.branchId) : ''}
          required={user.role === 'branch_editor'}
          items={branchItems(branches, lang)}
        />
        <div>
          <button type="submit" className={secondaryButtonClass}>
            {t('admin.users.save')}
          </button>
        </div>
      </Form>
      <GrantsForm user={user} />
      <div className="mt-3 flex flex-wrap gap-2">
        <ActionButton intent="link" fields={{ id: user.id }} label={t('admin.users.new_link')} secondary />
        <ActionButton
          intent="sign-out"
          fields={{ id: user.id }}
          label={t('admin.users.sign_out_everywhere')}
          secondary
        />
        {user.id === me.id ? null : (
          <ActionButton
            intent="disabled"
            fields={{ id: user.id, disabled: String(!user.disabled) }}
            label={t(user.disabled ? 'admin.users.enable' : 'admin.users.disable')}
            secondary
          />
        )}
      </div>
    </li>
  );
}

export default function UsersPage() {
  const { users, branches } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useAdminText();
  const link =
    result?.ok && result.payload && typeof result.payload === 'object' && 'link' in result.payload
      ? (result.payload as LinkPayload)
      : null;
  const created = result?.intent === 'create' && link ? link : null;
  return (
    <AdminPage title={t('admin.users.title')} wide>
      <AccountSearch found={users.length} />
      {users.length ? (
        <section aria-labelledby="accounts-found" className={`${cardClass} mb-8`}>
          <h2 id="accounts-found" className="sr-only">
            {t('admin.users.found_heading')}
          </h2>
          <AccountTable users={users} branches={branches} />
        </section>
      ) : null}

      <section aria-labelledby="create-user" className={`${cardClass} mb-8`}>
        <h2 id="create-user" className="mb-3 text-xl font-semibold">
          {t('admin.users.create')}
        </h2>
        {created ? <PasswordLink payload={created} /> : <ResultMessage result={result} intent="create" />}
        {/* A new key after each account created: React starts the form again, fields and role empty. */}
        <CreateAccountForm key={created?.user.id ?? 'new'} result={result} branches={branches} />
      </section>

      <section aria-labelledby="change-accounts">
        <h2 id="change-accounts" className="mb-3 text-xl font-semibold">
          {t('admin.users.change_heading')}
        </h2>
        <ul className="space-y-4">
          {users.map((user) => (
            <AccountCard key={user.id} user={user} branches={branches} />
          ))}
        </ul>
      </section>
    </AdminPage>
  );
}
