// Share links for an item's page: plain links to each service's own share address (Facebook, X,
// WhatsApp, Viber, email), so no third-party script runs on our pages and nothing is sent anywhere
// until the visitor follows one. Copying the link and printing need JavaScript: those two buttons are
// rendered hidden and appear once script runs: React's handlers when the app runs in the tab, else the
// page's few-hundred-byte enhancement file (web/enhance/share-buttons.js, ADR 037).
import shareButtonsScript from '#web/enhance/share-buttons.js?url';
import { useId } from 'react';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useRouteHydrates } from '#web/lib/hydration/route-hydrates.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { useToast } from '../toast/toast.tsx';

export interface ShareTarget {
  /** The absolute address of the page (PUBLIC_URL + path). */
  url: string;
  title: string;
}

/** Each service's share address, in the order shown. */
function shareLinks({ url, title }: ShareTarget): { site: string; href: string }[] {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${title} ${url}`);
  return [
    { site: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { site: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { site: 'WhatsApp', href: `https://wa.me/?text=${both}` },
    { site: 'Viber', href: `viber://forward?text=${both}` },
  ];
}

const pill =
  'inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-rose-800 hover:text-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-600 dark:text-slate-100 dark:hover:border-rose-300 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300';

export function ShareLinks(target: ShareTarget) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  // A page that will not run the app (ADR 030) gets the enhancement file instead; once the app runs
  // (hydrated, or a link followed in place) React's own handlers do the work.
  const pageHydrates = useRouteHydrates(false);
  const enhance = !hydrated && !pageHydrates;
  const statusId = useId();
  const { toast } = useToast();
  const copy = () => {
    navigator.clipboard.writeText(target.url).then(
      () => toast({ type: 'success', title: t('item.link_copied'), autoCloseMs: 3000 }),
      () => toast({ type: 'error', title: t('item.copy_failed') }),
    );
  };
  return (
    <section aria-labelledby="share-heading" className="print:hidden" data-testid="share">
      <h2 id="share-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('item.share')}
      </h2>
      <ul role="list" className="mt-3 flex flex-wrap gap-2">
        {shareLinks(target).map(({ site, href }) => (
          <li key={site}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={pill}>
              <span aria-hidden="true">{site}</span>
              <span className="sr-only">
                {t('item.share_on', { site })} {t('controls.opens_new_tab')}
              </span>
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(target.title)}&body=${encodeURIComponent(target.url)}`}
            className={pill}
          >
            {t('item.share_email')}
          </a>
        </li>
        <li hidden={!hydrated}>
          <button
            type="button"
            onClick={hydrated ? copy : undefined}
            className={pill}
            data-share-action={hydrated ? undefined : 'copy'}
            data-url={target.url}
            data-done={t('item.link_copied')}
            data-failed={t('item.copy_failed')}
            data-status={statusId}
          >
            {t('item.copy_link')}
          </button>
        </li>
        <li hidden={!hydrated}>
          <button
            type="button"
            onClick={hydrated ? () => window.print() : undefined}
            className={pill}
            data-share-action={hydrated ? undefined : 'print'}
          >
            {t('item.print')}
          </button>
        </li>
      </ul>
      {/* Where the enhancement file says the link was copied (the app says it in a toast). */}
      <p id={statusId} role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-200" />
      {enhance ? <script src={shareButtonsScript} async /> : null}
    </section>
  );
}
