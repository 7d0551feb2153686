// /admin/sign-in/code: the authenticator code that completes a sign-in (POST /api/admin/session/two-factor).
import type { Route } from './+types/route.ts';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { adminPages } from '../lib/paths.ts';
import { AdminShell } from '../components/admin-shell.tsx';
import { AdminPage, buttonClass, cardClass, linkClass, ResultMessage } from '../components/admin-ui.tsx';
import { adminFormHandle, callAdminApi, cookieHeaders, formFields, formResult } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { safeNext } from '../lib/safe-next.ts';

export const handle = adminFormHandle;

export async function action({ context, request }: Route.ActionArgs) {
  const fields = await formFields(request);
  const answer = await callAdminApi(context, adminEndpoints.signInCode(), {
    code: fields.code ?? '',
  });
  // A wrong code, or a first step that expired, answers 401: shown on this page (no sign-in loop).
  if (!answer.ok) return data(formResult(answer), { status: answer.status });
  throw redirect(safeNext(new URL(request.url).searchParams.get('next')), {
    headers: cookieHeaders(answer.setCookies),
  });
}

export default function SignInCodePage() {
  const result = useActionData<typeof action>();
  const pending = useNavigation().state === 'submitting';
  const { t } = useAdminText();
  return (
    <AdminShell me={null}>
      <AdminPage title={t('admin.code.title')}>
        <p className="mb-6 text-slate-700 dark:text-slate-300">{t('admin.code.intro')}</p>
        <ResultMessage result={result} />
        <Form method="post" className={`${cardClass} space-y-5`}>
          <TextField
            idPrefix="code"
            name="code"
            label={t('admin.code.label')}
            hint={t('admin.code.hint')}
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={11}
            required
          />
          <button type="submit" className={buttonClass} disabled={pending}>
            {t('admin.code.submit')}
          </button>
        </Form>
        <p className="mt-4">
          <Link to={adminPages.signIn()} className={linkClass}>
            {t('admin.code.start_again')}
          </Link>
        </p>
      </AdminPage>
    </AdminShell>
  );
}
