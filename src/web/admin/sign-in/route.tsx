// /admin/sign-in: e-mail and password (POST /api/admin/session). A second factor, when due, is asked on
// the next page; the API throttles, locks out and logs every attempt. A refusal is shown here in the
// staff member's language (wrong password, disabled account, locked with when to try again): on this
// page a 401 means a wrong password, not an ended session.
import type { Route } from './+types/route.ts';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { adminPages } from '../lib/paths.ts';
import { AdminShell } from '../components/admin-shell.tsx';
import { AdminPage, buttonClass, cardClass, ResultMessage } from '../components/admin-ui.tsx';
import { adminFormHandle, callAdminApi, cookieHeaders, formFields, formResult } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { safeNext } from '../lib/safe-next.ts';

export const handle = adminFormHandle;

export async function action({ context, request }: Route.ActionArgs) {
  const fields = await formFields(request);
  const answer = await callAdminApi(context, adminEndpoints.signIn(), {
    email: fields.email ?? '',
    password: fields.password ?? '',
  });
  if (!answer.ok) {
    const result = { ...formResult(answer), email: fields.email ?? '' };
    return data(result, { status: answer.status });
  }
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  const target =
    (answer.body as { next: string }).next === 'two_factor'
      ? `${adminPages.signInCode()}?next=${encodeURIComponent(next)}`
      : next;
  throw redirect(target, { headers: cookieHeaders(answer.setCookies) });
}

export default function SignInPage() {
  const result = useActionData<typeof action>();
  const pending = useNavigation().state === 'submitting';
  const { t } = useAdminText();
  return (
    <AdminShell me={null}>
      <AdminPage title={t('admin.sign_in.title')}>
        <p className="mb-6 text-slate-700 dark:text-slate-300">{t('admin.sign_in.intro')}</p>
        <ResultMessage result={result} />
        <Form method="post" className={`${cardClass} space-y-5`}>
          <TextField
            idPrefix="sign-in"
            name="email"
            type="email"
            autoComplete="username"
            label={t('admin.sign_in.email')}
            defaultValue={result?.email}
            required
            spellCheck={false}
          />
          <TextField
            idPrefix="sign-in"
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('admin.sign_in.password')}
            required
          />
          <button type="submit" className={buttonClass} disabled={pending}>
            {t('admin.sign_in.submit')}
          </button>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.sign_in.forgot')}</p>
        </Form>
      </AdminPage>
    </AdminShell>
  );
}
