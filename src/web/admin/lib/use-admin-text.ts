import { useMemo } from 'react';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { adminText } from './admin-text.ts';

/** The staff area's strings in the page's language, `{name}` placeholders filled. */
export function useAdminText() {
  const { lang } = useI18n();
  const t = useMemo(() => adminText(lang), [lang]);
  return { t, lang };
}
