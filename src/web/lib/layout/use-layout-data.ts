import { useRouteLoaderData } from 'react-router';
import { emptyLayoutData, type LayoutData } from './layout-data.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

/** The site's public origin (PUBLIC_URL) from the root loader; this page's origin if it failed. */
export function usePublicUrl(): string {
  const root = useRouteLoaderData<{ publicUrl?: string }>('root');
  return root?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The shell's data from the root loader; empty menus when the root loader failed (error screen). */
export function useLayoutData(): LayoutData {
  const root = useRouteLoaderData<{ layout?: LayoutData }>('root');
  return root?.layout ?? emptyLayoutData;
}

/**
 * The trust's name in the page's language from the site settings (the other language's when empty),
 * the name in the messages only when the settings are unreadable: what link previews and search
 * engines are told (OpenGraph, JSON-LD), as the calendar feed is (issue 27: one fact, one place).
 */
export function useSiteName(): string {
  const { t, lang } = useI18n();
  const settings = useLayoutData().settings;
  const en = settings?.institution_name_en;
  const ne = settings?.institution_name_ne;
  return (lang === 'ne' ? ne || en : en || ne) || t('site.name');
}
