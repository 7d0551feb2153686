// /alerts/confirm/:token: the link of the confirmation mail (ADR 046). GET shows a button; POST confirms.
import type { Route } from './+types/confirm.ts';
import { data, useActionData } from 'react-router';
import { callAlertsApi } from './call-alerts-api.server.ts';
import { AlertTokenPage } from './token-page.tsx';

export const handle = { maxBodyBytes: 1024 };

export async function action({ context, request, params }: Route.ActionArgs) {
  const answer = await callAlertsApi(context, request, '/api/base/alerts/confirm', { token: params.token });
  return answer.ok ? answer : data(answer, { status: answer.status });
}

export default function AlertConfirmPage() {
  return (
    <AlertTokenPage
      posted={useActionData<typeof action>()}
      titleKey="alerts.confirm_title"
      introKey="alerts.confirm_intro"
      buttonKey="alerts.confirm_button"
    />
  );
}
