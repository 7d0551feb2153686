// /admin/users (administrators): staff accounts: create one (answers a one-time password link to pass on),
// change a role or branch, make a new link, sign someone out everywhere, disable or enable an account.
import type { Route } from './+types/route.ts';
import { Form, useActionData, useLoaderData } from 'react-router';
import { staffRoles, type StaffMember } from '#shared/contract/admin/staff.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import {
  ActionButton,
  AdminPage,
  buttonClass,
  cardClass,
  ResultMessage,
  secondaryButtonClass,
} from '../components/admin-ui.tsx';
import { adminFormHandle, callAdminApi, formFields, readAdmin, respond } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { branchLabel, loadBranchOptions, type BranchOption } from '../lib/branches.ts';
import { formatWhen } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../lib/use-me.ts';

export const handle = adminFormHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [users, branches] = await Promise.all([
    readAdmin(context, request, adminEndpoints.users()),
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

interface LinkPayload {
  user: StaffMember;
  link: string;
  expiresAt: string;
}

function PasswordLink({ payload }: { payload: LinkPayload }) {
  const { t, lang } = useAdminText();
  return (
    <div
      role="status"
      className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3 dark:border-green-400 dark:bg-slate-800"
    >
      <p>
        {t('admin.users.link_intro', {
          name: payload.user.name,
          expires: formatWhen(payload.expiresAt, lang),
        })}
      </p>
      <p className="mt-2 font-mono text-sm break-all select-all">{payload.link}</p>
    </div>
  );
}

/** What a row's form answered: a password link, a confirmation of what was saved, or the API's message. */
function RowResult({
  result,
  intent,
  branches,
}: {
  result: ReturnType<typeof useActionData<typeof action>>;
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
    : t('admin.users.saved', {
        name: member.name,
        role: t(`admin.role.${member.role}`),
        branch: branch ? branchLabel(branch, lang) : t('admin.users.all_branches'),
      });
  return <ResultMessage result={{ ...result, message }} intent={result.intent} />;
}

function roleItems(t: ReturnType<typeof useAdminText>['t']) {
  return staffRoles.map((role) => ({ value: role, label: t(`admin.role.${role}`) }));
}
function branchItems(branches: BranchOption[], lang: 'ne' | 'en') {
  return branches.map((branch) => ({ value: String(branch.id), label: branchLabel(branch, lang) }));
}

export default function UsersPage() {
  const { users, branches } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const me = useMe();
  const { t, lang } = useAdminText();
  const link =
    result?.ok && result.payload && typeof result.payload === 'object' && 'link' in result.payload
      ? (result.payload as LinkPayload)
      : null;
  return (
    <AdminPage title={t('admin.users.title')} wide>
      <section aria-labelledby="create-user" className={`${cardClass} mb-8`}>
        <h2 id="create-user" className="mb-3 text-xl font-semibold">
          {t('admin.users.create')}
        </h2>
        {result?.intent === 'create' && link ? (
          <PasswordLink payload={link} />
        ) : (
          <ResultMessage result={result} intent="create" />
        )}
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="create" />
          <TextField
            idPrefix="new-user"
            name="name"
            label={t('admin.users.name')}
            required
            error={result?.intent === 'create' ? result.errors.name : undefined}
          />
          <TextField
            idPrefix="new-user"
            name="email"
            type="email"
            label={t('admin.users.email')}
            required
            spellCheck={false}
            error={result?.intent === 'create' ? result.errors.email : undefined}
          />
          <SelectField
            idPrefix="new-user"
            name="role"
            label={t('admin.users.role')}
            required
            items={roleItems(t)}
            error={result?.intent === 'create' ? result.errors.role : undefined}
          />
          <SelectField
            idPrefix="new-user"
            name="branchId"
            label={t('admin.users.branch')}
            hint={t('admin.users.branch_hint')}
            items={branchItems(branches, lang)}
            error={result?.intent === 'create' ? result.errors.branchId : undefined}
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass}>
              {t('admin.users.submit_create')}
            </button>
          </div>
        </Form>
      </section>

      <ul className="space-y-4">
        {users.map((user) => {
          const intent = `row-${user.id}`;
          return (
            <li key={user.id} className={cardClass}>
              <h2 className="text-lg font-semibold">
                {user.name} {user.id === me.id ? t('admin.users.you') : ''}
              </h2>
              <p className="text-slate-700 dark:text-slate-300">
                {user.email} · {t('admin.users.col.two_factor')}:{' '}
                {t(user.twoFactorEnabled ? 'admin.users.on' : 'admin.users.off')}
                {user.disabled ? ` · ${t('admin.users.disabled')}` : ''}
              </p>
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
                  items={branchItems(branches, lang)}
                />
                <div>
                  <button type="submit" className={secondaryButtonClass}>
                    {t('admin.users.save')}
                  </button>
                </div>
              </Form>
              <div className="mt-3 flex flex-wrap gap-2">
                <ActionButton
                  intent="link"
                  fields={{ id: user.id }}
                  label={t('admin.users.new_link')}
                  secondary
                />
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
        })}
      </ul>
    </AdminPage>
  );
}
