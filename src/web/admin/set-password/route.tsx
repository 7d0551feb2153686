// /admin/set-password?token=…: the one-time link an administrator gives a new or locked-out colleague.
import type { Route } from './+types/route.ts';
import { data, Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { adminPages } from '../lib/paths.ts';
import { AdminShell } from '../components/admin-shell.tsx';
import { AdminPage, buttonClass, cardClass, linkClass, ResultMessage } from '../components/admin-ui.tsx';
import {
  adminFormHandle,
  callAdminApi,
  formFields,
  respond,
  type AdminFormResult,
} from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { adminMessages } from '../lib/messages.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';

export const handle = adminFormHandle;

export async function action({ context, request }: Route.ActionArgs) {
  const fields = await formFields(request);
  if (fields.password !== fields.confirm) {
    const message = adminMessages[detectWebRequestLanguage(request)]['admin.set_password.mismatch'];
    const mismatch: AdminFormResult = { ok: false, status: 400, message, errors: { confirm: message } };
    return data(mismatch, { status: 400 });
  }
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const answer = await callAdminApi(context, adminEndpoints.setPassword(), {
    token,
    password: fields.password ?? '',
  });
  return respond(request, answer);
}

export default function SetPasswordPage() {
  const result = useActionData<typeof action>();
  const pending = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const { t } = useAdminText();
  const done = result?.ok === true;
  return (
    <AdminShell me={null}>
      <AdminPage title={t('admin.set_password.title')}>
        {done ? (
          <p role="status" className="mb-4 font-semibold">
            {t('admin.set_password.done')}{' '}
            <Link to={adminPages.signIn()} className={linkClass}>
              {t('admin.sign_in.submit')}
            </Link>
          </p>
        ) : params.get('token') ? (
          <>
            <p className="mb-6 text-slate-700 dark:text-slate-300">{t('admin.set_password.intro')}</p>
            <ResultMessage result={result} />
            <Form method="post" className={`${cardClass} space-y-5`}>
              <TextField
                idPrefix="set-password"
                name="password"
                type="password"
                autoComplete="new-password"
                label={t('admin.set_password.password')}
                error={result?.errors.password}
                required
              />
              <TextField
                idPrefix="set-password"
                name="confirm"
                type="password"
                autoComplete="new-password"
                label={t('admin.set_password.confirm')}
                error={result?.errors.confirm}
                required
              />
              <button type="submit" className={buttonClass} disabled={pending}>
                {t('admin.set_password.submit')}
              </button>
            </Form>
          </>
        ) : (
          <p>{t('admin.set_password.missing_token')}</p>
        )}
      </AdminPage>
    </AdminShell>
  );
}
