// /contact (product.md section 2 "Contact page"): contact cards, support and trust blurbs, the contact
// form and the head office's map. The form posts to this route's action, which re-sends it to
// POST /api/base/contact-us in-process; without JavaScript it is an ordinary form post.
import type { Route } from './+types/route.ts';
import { useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { HONEYPOT_FIELD } from '#shared/contract/contact.ts';
import { clientFormAction } from '#web/components/form-fields/client-form-action.ts';
import type { FormResult } from '#web/components/form-fields/form-result.ts';
import { forwardForm } from '#web/components/form-fields/forward-form.server.ts';
import { browserApiReader, serverApiReader } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ContactCards } from './contact-cards.tsx';
import { ContactForm } from './contact-form.tsx';
import { loadContactPage } from './load-contact.ts';
import { MapSection } from './map-section.tsx';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { hydrateHandle } from '#web/lib/hydration/route-hydrates.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(serverApiReader(context));
}

export async function clientLoader() {
  return loadContactPage(browserApiReader());
}

// Text only: five fields of at most 5000 characters.
// The server reads no more than this of a post to this page (src/server/http/website-routes.ts).
const MAX_BODY_BYTES = 256 * 1024;
export const handle = { ...hydrateHandle, maxBodyBytes: MAX_BODY_BYTES };

export async function action({ context, request }: Route.ActionArgs) {
  return forwardForm({
    context,
    request,
    apiPath: '/api/base/contact-us',
    maxBodyBytes: MAX_BODY_BYTES,
    privateFields: [HONEYPOT_FIELD],
  });
}

/** A send that never reaches the action (dropped connection, a proxy's 5xx) keeps the form. */
export const clientAction = clientFormAction;

/** A sent message changes nothing this page shows: no reload of settings and subjects. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;
}

export default function ContactPage() {
  const { settings, subjects } = useLoaderData<typeof clientLoader>();
  const posted = useActionData<FormResult>();
  const { t, lang } = useI18n();
  // The page's texts come from the settings; the dictionaries fill in what is missing.
  const text = (key: string, fallback: string) =>
    (settings ? localized(settings.contact_page as Record<string, string>, key, lang) : '') || fallback;
  const title = text('hero_title', t('forms.contact.title'));
  const errorPrefix = posted && !posted.ok ? `${t('forms.error_prefix')} ` : '';
  const support = text('support_text', '');
  const trust = text('trust_text', '');

  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${errorPrefix}${t('forms.contact.title')} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${errorPrefix}${t('forms.contact.title')} | ${t('site.name')}`}
        description={t('forms.contact.description')}
      />
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          {text('hero_description', t('forms.contact.intro'))}
        </p>
      </header>

      <ContactCards settings={settings} />

      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          {support ? (
            <section className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-5 dark:border-amber-400 dark:bg-slate-900">
              <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
                {text('support_title', '')}
              </h2>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{support}</p>
            </section>
          ) : null}
          {trust ? (
            <section className="rounded-lg border-l-4 border-rose-800 bg-rose-50 p-5 dark:border-rose-300 dark:bg-slate-900">
              <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
                {text('trust_title', '')}
              </h2>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{trust}</p>
            </section>
          ) : null}
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-3 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="contact-form-title" className="text-2xl font-semibold text-slate-900 dark:text-white">
            {text('form_title', t('forms.contact.form_title'))}
          </h2>
          <p className="mt-1 mb-6 text-slate-700 dark:text-slate-300">
            {text('form_description', t('forms.contact.form_intro'))}
          </p>
          <ContactForm subjects={subjects} />
        </section>
      </div>

      {settings?.map_embed_url ? (
        <MapSection url={settings.map_embed_url} title={text('map_title', t('forms.contact.map_title'))} />
      ) : null}
    </main>
  );
}
