// The site's not-found screen (product.md section 2: 'Oops! Page not found', 'Return to Home'), for an
// unknown path and for an id that names nothing (a law category). Its <title> carries the site
// suffix like every other page's, in the visitor's language.
import { Link } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';

export function NotFoundScreen() {
  const { t } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-2xl p-8 text-center">
      <title>{`${t('error.not_found_title')} | ${t('site.name')}`}</title>
      <meta name="description" content={t('site.description')} />
      <h1 className="text-3xl font-semibold">{t('error.not_found_title')}</h1>
      <Link
        className="mt-4 inline-flex min-h-11 items-center underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:focus-visible:outline-amber-300"
        to={pages.home()}
      >
        {t('error.return_home')}
      </Link>
    </main>
  );
}
