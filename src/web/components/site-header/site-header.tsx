// The site header (product.md section 2): the institution's logo and name linking home, the language and
// theme toggles, the desktop menu bar and, below 1024 px, the toggled mobile menu.
import { Link } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import type { LayoutData } from '#web/lib/layout/layout-data.ts';
import type { Theme } from '#web/lib/theme/theme.ts';
import { HeritageMark } from '../icons/icons.tsx';
import { LanguageToggle } from '../language-toggle/language-toggle.tsx';
import { MobileMenu } from '../mobile-menu/mobile-menu.tsx';
import { buildNav, currentLinkKeys } from '../nav-menu/nav-model.ts';
import { NavMenu } from '../nav-menu/nav-menu.tsx';
import { ThemeToggle } from '../theme-toggle/theme-toggle.tsx';
import { HeaderSearch } from '../site-search/header-search.tsx';
import { TextSizeControl } from '../text-size/text-size-control.tsx';
import { DEFAULT_TEXT_SIZE, type TextSize } from '#shared/text-size.ts';
import { pages } from '#web/lib/paths.ts';
import { partKey, ServerFragment } from '#web/lib/render/server-fragment.tsx';
import { useLocation } from 'react-router';

export function institutionName(layout: LayoutData, lang: 'en' | 'ne', fallback: string): string {
  const settings = layout.settings;
  return (
    (settings && (lang === 'ne' ? settings.institution_name_ne : settings.institution_name_en)) || fallback
  );
}

export function SiteHeader({
  layout,
  theme,
  textSize = DEFAULT_TEXT_SIZE,
}: {
  layout: LayoutData;
  theme: Theme | null;
  textSize?: TextSize;
}) {
  const { lang, t } = useI18n();
  const name = institutionName(layout, lang, t('site.name'));
  const { pathname } = useLocation();
  const entries = buildNav(layout, lang, t);
  // The menus' HTML depends on the menu (its entries: JSON leaves out the icons, fixed by each entry's
  // key), the language and, of the path, which links are the current page's: rendered once for each
  // (ADR 054). Made once for both menus, and only where the server may reuse them.
  let key: string | undefined;
  const menuKey = () => (key ??= partKey(lang, currentLinkKeys(entries, pathname).join(), entries));
  const logo = layout.settings?.logo;
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      {/* A slim strip for the text size, on every width (older readers use phones too). */}
      <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex max-w-7xl justify-end px-4 py-1 sm:px-6">
          <TextSizeControl serverTextSize={textSize} />
        </div>
      </div>
      {/* The name grows from nothing (flex-1), so the row wraps only when the buttons alone are wider than it:
          at 200 % text on a phone they then take a line of their own. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <Link
          to={pages.home()}
          className="flex min-w-0 flex-1 items-center gap-2 rounded sm:gap-3 py-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#8b1e2d] dark:focus-visible:outline-amber-300"
        >
          {logo ? (
            <img
              src={logo}
              alt=""
              width={48}
              height={48}
              className="h-10 w-10 shrink-0 object-contain sm:h-12 sm:w-12"
            />
          ) : (
            <HeritageMark size={48} className="h-10 w-10 shrink-0 sm:h-12 sm:w-12" />
          )}
          <span className="min-w-0">
            <span className="block text-lg leading-tight font-semibold text-[#8b1e2d] sm:text-xl dark:text-amber-200">
              {name}
            </span>
            <span className="hidden text-sm leading-tight text-slate-600 sm:block dark:text-slate-300">
              {t('site.tagline')}
            </span>
          </span>
        </Link>
        <div className="flex max-w-full shrink-0 flex-wrap items-center gap-1.5 sm:gap-2">
          <HeaderSearch />
          <LanguageToggle />
          <ThemeToggle serverTheme={theme} />
          <MobileMenu entries={entries} label={t('nav.label')} menuKey={menuKey} />
        </div>
      </div>
      <div className="hidden bg-[#8b1e2d] lg:block dark:bg-[#5e1420]">
        <ServerFragment as="div" name="desktop-menu" cacheKey={menuKey} className="mx-auto max-w-7xl px-4">
          <NavMenu entries={entries} label={t('nav.label')} />
        </ServerFragment>
      </div>
    </header>
  );
}
