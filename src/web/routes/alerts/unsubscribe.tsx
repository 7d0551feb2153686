// /alerts/unsubscribe/:token: the link in every alert mail (ADR 046). GET shows a button; POST deletes every
// subscription of the address.
import type { Route } from './+types/unsubscribe.ts';
import { data, useActionData } from 'react-router';
import { callAlertsApi } from './call-alerts-api.server.ts';
import { AlertTokenPage } from './token-page.tsx';

export const handle = { maxBodyBytes: 1024 };

export async function action({ context, request, params }: Route.ActionArgs) {
  const answer = await callAlertsApi(context, request, '/api/base/alerts/unsubscribe', {
    token: params.token,
  });
  return answer.ok ? answer : data(answer, { status: answer.status });
}

export default function AlertUnsubscribePage() {
  return (
    <AlertTokenPage
      posted={useActionData<typeof action>()}
      titleKey="alerts.unsubscribe_title"
      introKey="alerts.unsubscribe_intro"
      buttonKey="alerts.unsubscribe_button"
    />
  );
}
