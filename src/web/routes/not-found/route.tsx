import { data, Link } from 'react-router';
import { useI18n } from '../../lib/i18n/language-context.tsx';

// Any unknown path: HTTP 404 with a full page (SPEC section 2). The server logs the path.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-2xl p-8 text-center">
      <title>{t('error.not_found_title')}</title>
      <meta name="description" content={t('site.description')} />
      <h1 className="text-3xl font-semibold">{t('error.not_found_title')}</h1>
      <Link className="mt-4 inline-block underline" to="/">
        {t('error.return_home')}
      </Link>
    </main>
  );
}
