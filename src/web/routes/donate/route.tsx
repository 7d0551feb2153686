// /donate (issue 27): what "Donate" leads to. Everything on it comes from the Donations settings group,
// which the staff edit in both languages: what gifts are for, the bank account and a payment QR code a
// banking app scans. With nothing set, the page says so and points to the contact page.
import type { Route } from './+types/route.ts';
import { Link, useLoaderData } from 'react-router';
import type { SiteSettings } from '#shared/contract/site.ts';
import { toNepaliDigits } from '#shared/calendar/index.ts';
import { browserApiReader, endpoints, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { pages } from '#web/lib/paths.ts';

const load = async (read: ApiRead) => ({
  donations: await read(endpoints.settings())
    .then((settings: SiteSettings) => settings.donations)
    .catch(() => null),
});

export async function loader({ context }: Route.LoaderArgs) {
  return load(serverApiReader(context));
}

export async function clientLoader() {
  return load(browserApiReader());
}

export default function DonatePage() {
  const { donations } = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const text = (key: string) => (donations ? localized(donations as Record<string, string>, key, lang) : '');
  const account = donations?.account_number ?? '';
  const rows = [
    { label: t('donate.bank'), value: text('bank_name') },
    { label: t('donate.account_name'), value: text('account_name') },
    { label: t('donate.account_number'), value: lang === 'ne' ? toNepaliDigits(account) : account },
    { label: t('donate.branch'), value: text('bank_branch') },
  ].filter((row) => row.value);
  const title = t('donate.title');
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${title} | ${t('site.name')}`}</title>
      <PreviewTags title={`${title} | ${t('site.name')}`} description={t('donate.description')} />
      <h1 className="text-3xl font-semibold text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
      {text('purpose') ? (
        <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{text('purpose')}</p>
      ) : null}
      {rows.length || donations?.qr_image ? (
        <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,1fr)_auto]">
          <section
            aria-labelledby="donate-bank"
            className="rounded-lg border border-slate-200 p-5 dark:border-slate-700"
          >
            <h2 id="donate-bank" className="text-xl font-semibold">
              {t('donate.bank_heading')}
            </h2>
            <dl className="mt-4 grid gap-3">
              {rows.map((row) => (
                <div key={row.label}>
                  <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">{row.label}</dt>
                  <dd className="text-lg break-all text-slate-900 dark:text-slate-100">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {donations?.qr_image ? (
            <figure className="rounded-lg border border-slate-200 p-5 text-center dark:border-slate-700">
              <img
                src={donations.qr_image}
                alt={t('donate.qr_alt')}
                width={240}
                height={240}
                className="mx-auto h-60 w-60 bg-white [image-rendering:pixelated]"
              />
              <figcaption className="mt-3 max-w-60 text-sm text-slate-700 dark:text-slate-300">
                {t('donate.qr_caption')}
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : (
        <p className="mt-6 text-lg">{t('donate.not_set')}</p>
      )}
      <p className="mt-8 text-slate-700 dark:text-slate-300">
        {t('donate.questions')}{' '}
        <Link to={pages.contact()} className="font-semibold text-rose-800 underline dark:text-rose-200">
          {t('donate.contact_link')}
        </Link>
      </p>
    </main>
  );
}
