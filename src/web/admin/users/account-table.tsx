// The accounts found, one row each: name (to its card below, where it is changed), address, role,
// branch, last sign-in, two-step sign-in and whether it is disabled. Below 640 px each row is a block of
// labelled lines: seven columns do not fit a phone.
import type { StaffMember } from '#shared/contract/admin/staff.ts';
import { linkClass } from '../components/admin-ui.tsx';
import { branchLabel, type BranchOption } from '../lib/branches.ts';
import { formatWhen } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

export const accountAnchor = (id: string) => `account-${id}`;

const cell =
  'px-3 py-2 align-top max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-0.5 max-sm:before:font-semibold max-sm:before:content-[attr(data-label)":"]';

export function AccountTable({ users, branches }: { users: StaffMember[]; branches: BranchOption[] }) {
  const { t, lang } = useAdminText();
  const branchOf = (member: StaffMember) => {
    const branch = branches.find((candidate) => candidate.id === member.branchId);
    return branch ? branchLabel(branch, lang) : t('admin.users.all_branches');
  };
  const columns = {
    name: t('admin.users.col.name'),
    email: t('admin.users.email'),
    role: t('admin.users.role'),
    branch: t('admin.users.branch'),
    lastSignIn: t('admin.users.col.last_sign_in'),
    twoFactor: t('admin.users.col.two_factor'),
    status: t('admin.users.col.status'),
  };
  return (
    <table className="w-full border-collapse text-left">
      <thead className="max-sm:sr-only">
        <tr className="border-b-2 border-slate-400">
          {Object.values(columns).map((label) => (
            <th key={label} scope="col" className="px-3 py-2 font-semibold">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr
            key={user.id}
            className="border-b border-slate-300 max-sm:block max-sm:py-3 dark:border-slate-700"
          >
            <th scope="row" className="px-3 py-2 text-left align-top max-sm:block max-sm:px-0">
              <a href={`#${accountAnchor(user.id)}`} className={linkClass}>
                {user.name}
              </a>
            </th>
            <td data-label={columns.email} className={`${cell} break-all`}>
              {user.email}
            </td>
            <td data-label={columns.role} className={cell}>
              {t(`admin.role.${user.role}`)}
            </td>
            <td data-label={columns.branch} className={cell}>
              {branchOf(user)}
            </td>
            <td data-label={columns.lastSignIn} className={cell}>
              {user.lastSignInAt ? formatWhen(user.lastSignInAt, lang) : t('admin.users.never')}
            </td>
            <td data-label={columns.twoFactor} className={cell}>
              {t(user.twoFactorEnabled ? 'admin.users.on' : 'admin.users.off')}
            </td>
            <td data-label={columns.status} className={cell}>
              {t(user.disabled ? 'admin.users.disabled' : 'admin.users.active')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
