import { useCallback } from 'react';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { adminMessages, type AdminKey } from './messages.ts';

/** The staff area's strings in the page's language, `{name}` placeholders filled. */
export function useAdminText() {
  const { lang } = useI18n();
  const t = useCallback(
    (key: AdminKey, params: Record<string, string | number> = {}) =>
      adminMessages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in params ? String(params[name]) : whole,
      ),
    [lang],
  );
  return { t, lang };
}
