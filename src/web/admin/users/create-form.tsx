// Creating an account. Cleared once it is created (the next person's form starts empty); kept as typed
// when refused, to correct. A branch is required for a branch editor: the server answers 400 on the
// field, and with JavaScript the field is marked required as soon as that role is chosen.
import { useState } from 'react';
import { Form } from 'react-router';
import { staffRoles, type StaffRole } from '#shared/contract/admin/staff.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { buttonClass } from '../components/admin-ui.tsx';
import type { AdminFormResult } from '../lib/admin-api.ts';
import { branchLabel, type BranchOption } from '../lib/branches.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

type Translate = ReturnType<typeof useAdminText>['t'];

/** The roles that must have a branch (the server's rule: modules/admin-users/accounts.ts). */
const needsBranch = (role: string) => role === 'branch_editor';

export function roleItems(t: Translate) {
  return staffRoles.map((role) => ({ value: role, label: t(`admin.role.${role}`) }));
}
export function branchItems(branches: BranchOption[], lang: 'ne' | 'en') {
  return branches.map((branch) => ({ value: String(branch.id), label: branchLabel(branch, lang) }));
}

/** "required", "optional", or, before a role is chosen, which role needs it. */
function branchRequirement(role: string, t: Translate): string {
  if (!role) return t('admin.users.branch_required_for');
  return needsBranch(role) ? t('admin.users.required') : t('admin.users.optional');
}

export function CreateAccountForm({
  result,
  branches,
}: {
  result: AdminFormResult | undefined;
  branches: BranchOption[];
}) {
  const { t, lang } = useAdminText();
  const [role, setRole] = useState<StaffRole | ''>('');
  const errors = result?.intent === 'create' && !result.ok ? result.errors : {};
  return (
    <Form
      method="post"
      className="grid gap-4 sm:grid-cols-2"
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement && target.name === 'role')
          setRole(target.value as StaffRole | '');
      }}
      onReset={() => setRole('')}
    >
      <input type="hidden" name="intent" value="create" />
      <TextField idPrefix="new-user" name="name" label={t('admin.users.name')} required error={errors.name} />
      <TextField
        idPrefix="new-user"
        name="email"
        type="email"
        label={t('admin.users.email')}
        required
        spellCheck={false}
        error={errors.email}
      />
      <SelectField
        idPrefix="new-user"
        name="role"
        label={t('admin.users.role')}
        required
        items={roleItems(t)}
        error={errors.role}
      />
      <SelectField
        idPrefix="new-user"
        name="branchId"
        label={t('admin.users.branch')}
        hint={t('admin.users.branch_hint')}
        required={needsBranch(role)}
        requirement={branchRequirement(role, t)}
        items={branchItems(branches, lang)}
        error={errors.branchId}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass}>
          {t('admin.users.submit_create')}
        </button>
      </div>
    </Form>
  );
}
