// /complaint (product.md section 2 "Complaint page"): the complaint form in a card. The form posts to this
// route's action, which re-sends it (file included) to POST /api/base/complaints in-process; without
// JavaScript it is an ordinary multipart form post.
import type { Route } from './+types/route.ts';
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  COMPLAINT_FILE_FIELD,
  COMPLAINT_FILE_MAX_BYTES,
  HONEYPOT_FIELD,
} from '#shared/contract/complaint.ts';
import { clientFormAction } from '#web/components/form-fields/client-form-action.ts';
import type { FormResult } from '#web/components/form-fields/form-result.ts';
import { forwardForm } from '#web/components/form-fields/forward-form.server.ts';
import { browserApiReader, serverApiReader } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';
import { ComplaintForm } from './complaint-form.tsx';
import { loadComplaintPage } from './load-complaint.ts';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { hydrateHandle } from '#web/lib/hydration/route-hydrates.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadComplaintPage(serverApiReader(context));
}

export async function clientLoader() {
  return loadComplaintPage(browserApiReader());
}

// A body much larger than the file limit is refused; up to here the API judges the file.
// The server reads no more than this of a post to this page (src/server/http/website-routes.ts).
const MAX_BODY_BYTES = COMPLAINT_FILE_MAX_BYTES + 512 * 1024;
export const handle = { ...hydrateHandle, maxBodyBytes: MAX_BODY_BYTES };

export async function action({ context, request }: Route.ActionArgs) {
  return forwardForm({
    context,
    request,
    apiPath: '/api/base/complaints',
    maxBodyBytes: MAX_BODY_BYTES,
    fileField: COMPLAINT_FILE_FIELD,
    privateFields: [HONEYPOT_FIELD],
  });
}

/** A send that never reaches the action (dropped connection, a proxy's 5xx) keeps the form. */
export const clientAction = clientFormAction;

/** A submitted complaint changes nothing this page shows: no reload of branches and categories. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;
}

export default function ComplaintPage() {
  const { branches, categories } = useLoaderData<typeof clientLoader>();
  const posted = useActionData<FormResult>();
  const { t } = useI18n();
  const errorPrefix = posted && !posted.ok ? `${t('forms.error_prefix')} ` : '';
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${errorPrefix}${t('forms.complaint.title')} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${errorPrefix}${t('forms.complaint.title')} | ${t('site.name')}`}
        description={t('forms.complaint.description')}
      />
      <header className="mb-8">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('forms.complaint.title')}
        </h1>
        <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('forms.complaint.intro')}</p>
        <p className="mt-3">
          <Link
            to={pages.complaintRecord()}
            className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
          >
            {t('record.link')}
          </Link>
        </p>
      </header>
      <section
        aria-labelledby="complaint-form-title"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="complaint-form-title" className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white">
          {t('forms.complaint.form_title')}
        </h2>
        <ComplaintForm branches={branches} categories={categories} />
      </section>
    </main>
  );
}
