// The site's not-found screen (product.md section 2: 'Oops! Page not found', 'Return to Home') for an id
// that names no branch or festival; the loader answers it with HTTP 404.
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/language-context.tsx';

export function NotFoundState() {
  const { t } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-2xl p-8 text-center">
      <title>{`${t('error.not_found_title')} | ${t('site.name')}`}</title>
      <h1 className="text-3xl font-semibold">{t('error.not_found_title')}</h1>
      <Link
        className="mt-4 inline-flex min-h-11 items-center underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:focus-visible:outline-amber-300"
        to="/"
      >
        {t('error.return_home')}
      </Link>
    </main>
  );
}
