// The staff area's strings in a language, `{name}` placeholders filled: for hooks (use-admin-text.ts)
// and for loaders that write text themselves (the activity log's CSV).
import type { Lang } from '#shared/i18n/index.ts';
import { adminMessages, type AdminKey } from './messages.ts';

export type AdminTranslate = (key: AdminKey, params?: Record<string, string | number>) => string;

export const adminText =
  (lang: Lang): AdminTranslate =>
  (key, params = {}) =>
    adminMessages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
