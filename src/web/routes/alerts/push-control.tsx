// "Notify me on this device" (ADR 048), below the e-mail form of /alerts: rendered only when the server
// has a Web Push key, and hidden until the enhancement file (web/enhance/push-alerts.js) finds the browser
// able to push. It reads the topics, branch and language from the e-mail form (`formId`). The messages
// travel in data attributes in the page's language. The page does not run the app on a first visit (ADR
// 030), so the file comes as a `<script async>`; when the app does run in the tab (a link followed in
// place) it is loaded by an effect instead, and enhances the control the same way.
import pushAlertsScript from '#web/enhance/push-alerts.js?url';
import { useEffect } from 'react';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useRouteHydrates } from '#web/lib/hydration/route-hydrates.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-wait disabled:opacity-80 dark:focus-visible:outline-amber-300';

export function PushControl({ publicKey, formId }: { publicKey: string; formId: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const pageHydrates = useRouteHydrates(false);
  const enhance = !hydrated && !pageHydrates;
  useEffect(() => {
    if (!hydrated) return;
    const script = document.createElement('script');
    script.src = pushAlertsScript;
    script.async = true;
    document.head.append(script);
    return () => script.remove();
  }, [hydrated]);
  return (
    <section
      hidden
      aria-labelledby="push-heading"
      data-push-alerts=""
      data-key={publicKey}
      data-form={formId}
      data-msg-turn-on={t('push.turn_on')}
      data-msg-update={t('push.update')}
      data-msg-on={t('push.on')}
      data-msg-off={t('push.off')}
      data-msg-blocked={t('push.blocked')}
      data-msg-failed={t('push.failed')}
      data-msg-working={t('push.working')}
      data-msg-topics={t('validation.alert_topics')}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="push-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('push.heading')}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('push.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          data-push-on=""
          className={`${buttonClass} bg-rose-800 text-white hover:bg-rose-900 dark:bg-rose-700 dark:hover:bg-rose-600`}
        >
          {t('push.turn_on')}
        </button>
        <button
          type="button"
          hidden
          data-push-off=""
          className={`${buttonClass} border border-slate-400 text-slate-900 hover:border-rose-800 dark:border-slate-500 dark:text-white`}
        >
          {t('push.turn_off')}
        </button>
      </div>
      <p data-push-status="" role="status" className="mt-3 text-slate-800 dark:text-slate-200" />
      {enhance ? <script src={pushAlertsScript} async /> : null}
    </section>
  );
}
