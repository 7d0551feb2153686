// A one-time link to set a password, shown once to pass on: in a read-only field (selectable without
// JavaScript), with a button that copies it where the browser can (progressive enhancement).
import { useId, useState } from 'react';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import type { StaffMember } from '#shared/contract/admin/staff.ts';
import { secondaryButtonClass } from '../components/admin-ui.tsx';
import { formatWhen } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { controlClass } from '#web/components/form-fields/field-styles.ts';

export interface LinkPayload {
  user: StaffMember;
  link: string;
  expiresAt: string;
}

function CopyButton({ text }: { text: string }) {
  const { t } = useAdminText();
  // Rendered on the server as nothing: the button appears only where it can work.
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated || !navigator.clipboard) return null;
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => {
          void navigator.clipboard.writeText(text).then(() => setCopied(true));
        }}
      >
        {t('admin.users.copy')}
      </button>
      <span aria-live="polite" className="font-semibold text-green-800 dark:text-green-300">
        {copied ? t('admin.users.copied') : ''}
      </span>
    </>
  );
}

export function PasswordLink({ payload }: { payload: LinkPayload }) {
  const { t, lang } = useAdminText();
  const id = useId();
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
      <label htmlFor={id} className="mt-2 block font-semibold">
        {t('admin.users.link_label')}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="text"
          readOnly
          value={payload.link}
          spellCheck={false}
          className={`${controlClass} min-h-11 flex-1 basis-64 border-slate-500 font-mono text-sm`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={payload.link} />
      </div>
    </div>
  );
}
