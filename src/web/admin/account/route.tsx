// /admin/account: one's own two-step sign-in (required for administrators), password and sessions.
import type { Route } from './+types/route.ts';
import { data, Form, redirect, useActionData } from 'react-router';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { adminPages } from '../lib/paths.ts';
import { ActionButton, AdminPage, buttonClass, cardClass, ResultMessage } from '../components/admin-ui.tsx';
import {
  adminFormHandle,
  callAdminApi,
  cookieHeaders,
  formFields,
  formResult,
  respond,
} from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../lib/use-me.ts';
import { BACKUP_CODE } from '#shared/contract/admin/staff.ts';

export const handle = adminFormHandle;

interface TwoFactorSetup {
  totpUri: string;
  secret: string;
  qrSvg: string | null;
  backupCodes: string[];
}

export async function action({ context, request }: Route.ActionArgs) {
  const { intent, ...fields } = await formFields(request);
  switch (intent) {
    case 'setup':
      return respond(
        request,
        await callAdminApi(context, adminEndpoints.startTwoFactor(), { password: fields.password ?? '' }),
        'setup',
      );
    case 'confirm': {
      const answer = await callAdminApi(context, adminEndpoints.confirmTwoFactor(), {
        code: fields.code ?? '',
      });
      if (answer.ok) return respond(request, answer, 'confirm');
      // Keep the key and the backup codes on the page to try the next code with (the picture is shown
      // once): the codes were made with this setup and are not shown again once it is confirmed.
      const setup: TwoFactorSetup = {
        totpUri: fields.totpUri ?? '',
        secret: fields.secret ?? '',
        qrSvg: null,
        backupCodes: (fields.backupCodes ?? '').split(' ').filter((code) => BACKUP_CODE.test(code)),
      };
      return data({ ...formResult(answer, 'setup'), ok: false, payload: setup }, { status: answer.status });
    }
    case 'backup-codes':
      return respond(
        request,
        await callAdminApi(context, adminEndpoints.newBackupCodes(), {
          password: fields.password ?? '',
        }),
        'backup-codes',
      );
    case 'password':
      return respond(
        request,
        await callAdminApi(context, adminEndpoints.changePassword(), {
          currentPassword: fields.currentPassword ?? '',
          password: fields.password ?? '',
        }),
        'password',
      );
    default: {
      const answer = await callAdminApi(context, adminEndpoints.signOutEverywhere());
      throw redirect(adminPages.signIn(), { headers: cookieHeaders(answer.setCookies) });
    }
  }
}

function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useAdminText();
  if (!codes.length) return null;
  return (
    <div>
      <p className="font-semibold">{t('admin.account.backup_codes')}</p>
      <ul className="mt-1 grid grid-cols-2 gap-1 font-mono sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** Two-step sign-in is on: a new set of backup codes, for lost or used-up ones (password again). */
function NewBackupCodes() {
  const result = useActionData<typeof action>();
  const { t } = useAdminText();
  const renewed =
    result?.intent === 'backup-codes' && result.ok ? (result.payload as { backupCodes: string[] }) : null;
  return (
    <div className="mt-6 space-y-4">
      <h3 className="text-lg font-semibold">{t('admin.account.new_backup_codes')}</h3>
      {renewed ? (
        <BackupCodes codes={renewed.backupCodes} />
      ) : (
        <>
          <p>{t('admin.account.new_backup_codes_intro')}</p>
          <ResultMessage result={result} intent="backup-codes" />
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="backup-codes" />
            <TextField
              idPrefix="backup-codes"
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('admin.account.current_password')}
              required
              error={result?.intent === 'backup-codes' ? result.errors.password : undefined}
            />
            <button type="submit" className={buttonClass}>
              {t('admin.account.new_backup_codes')}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

function TwoFactorSection() {
  const me = useMe();
  const result = useActionData<typeof action>();
  const { t } = useAdminText();
  const setup = result?.intent === 'setup' && result.payload ? (result.payload as TwoFactorSetup) : null;
  return (
    <section aria-labelledby="two-factor" className={cardClass}>
      <h2 id="two-factor" className="mb-3 text-xl font-semibold">
        {t('admin.account.two_factor')}
      </h2>
      <ResultMessage result={result} intent="confirm" />
      {me.twoFactorEnabled ? (
        <>
          <p>{t('admin.account.two_factor_on')}</p>
          <NewBackupCodes />
        </>
      ) : setup ? (
        <div className="space-y-4">
          {result && !result.ok ? <ResultMessage result={result} /> : null}
          <p>{t('admin.account.scan')}</p>
          {setup.qrSvg ? (
            <div
              role="img"
              aria-label={t('admin.account.qr_label')}
              className="w-56 rounded bg-white p-2"
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
          ) : null}
          <p>
            <span className="font-semibold">{t('admin.account.key')}: </span>
            <code className="font-mono break-all select-all">{setup.secret}</code>
          </p>
          <BackupCodes codes={setup.backupCodes} />
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="totpUri" value={setup.totpUri} />
            <input type="hidden" name="secret" value={setup.secret} />
            <input type="hidden" name="backupCodes" value={setup.backupCodes.join(' ')} />
            <TextField
              idPrefix="two-factor"
              name="code"
              label={t('admin.account.confirm_code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            <button type="submit" className={buttonClass}>
              {t('admin.account.confirm')}
            </button>
          </Form>
        </div>
      ) : (
        <>
          <p className="mb-4">
            {t(me.mustSetUpTwoFactor ? 'admin.account.two_factor_required' : 'admin.account.two_factor_off')}
          </p>
          <ResultMessage result={result} intent="setup" />
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="setup" />
            <TextField
              idPrefix="two-factor"
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('admin.account.current_password')}
              required
            />
            <button type="submit" className={buttonClass}>
              {t('admin.account.start_setup')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

export default function AccountPage() {
  const result = useActionData<typeof action>();
  const { t } = useAdminText();
  return (
    <AdminPage title={t('admin.account.title')}>
      <div className="space-y-6">
        <TwoFactorSection />
        <section aria-labelledby="password" className={cardClass}>
          <h2 id="password" className="mb-3 text-xl font-semibold">
            {t('admin.account.change_password')}
          </h2>
          <ResultMessage result={result} intent="password" />
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="password" />
            <TextField
              idPrefix="password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              label={t('admin.account.current_password')}
              required
              error={result?.intent === 'password' ? result.errors.currentPassword : undefined}
            />
            <TextField
              idPrefix="password"
              name="password"
              type="password"
              autoComplete="new-password"
              label={t('admin.account.new_password')}
              required
              error={result?.intent === 'password' ? result.errors.password : undefined}
            />
            <button type="submit" className={buttonClass}>
              {t('admin.account.save_password')}
            </button>
          </Form>
        </section>
        <section aria-labelledby="sessions" className={cardClass}>
          <h2 id="sessions" className="mb-3 text-xl font-semibold">
            {t('admin.account.sessions')}
          </h2>
          <p className="mb-4">{t('admin.account.sessions_intro')}</p>
          <ActionButton intent="everywhere" label={t('admin.account.sign_out_everywhere')} secondary />
        </section>
      </div>
    </AdminPage>
  );
}
