// Light/dark switch (product.md section 1). Without JavaScript (and in the server HTML) it is a link to
// ?theme=dark|light, which the root loader honours and remembers in a cookie; once hydrated it is a
// button that applies and persists the theme in place. Its name says what it will do: with no theme
// cookie the server cannot know the theme the page will show (the inline theme script picks the saved
// or system one before first paint), so it renders both links and the stylesheet shows the one that
// fits the `dark` class on <html>: right from the first paint, with no script of its own.
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import type { Theme } from '#web/lib/theme/theme.ts';
import { useTheme } from '#web/lib/theme/use-theme.ts';
import { MoonIcon, SunIcon } from '../icons/icons.tsx';

const CONTROL =
  'h-11 w-11 items-center justify-center rounded-md border border-slate-300 text-slate-700 cursor-pointer ' +
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#8b1e2d] ' +
  'dark:border-slate-600 dark:text-amber-200 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';

export function ThemeToggle({ serverTheme }: { serverTheme: Theme | null }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme(serverTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'theme.to_dark' : 'theme.to_light');
  const icon = next === 'dark' ? <MoonIcon /> : <SunIcon />;

  if (!hydrated) {
    const link = (to: Theme, display: string) => {
      const params = new URLSearchParams(location.search);
      params.set('theme', to);
      const name = t(to === 'dark' ? 'theme.to_dark' : 'theme.to_light');
      return (
        <a
          href={`${location.pathname}?${params.toString()}`}
          className={`${display} ${CONTROL}`}
          title={name}
        >
          {to === 'dark' ? <MoonIcon /> : <SunIcon />}
          <span className="sr-only">{name}</span>
        </a>
      );
    };
    if (serverTheme) return link(next, 'inline-flex');
    // Hidden ones (display: none) are out of the accessibility tree and the tab order too.
    return (
      <>
        {link('dark', 'inline-flex dark:hidden')}
        {link('light', 'hidden dark:inline-flex')}
      </>
    );
  }
  return (
    <button
      type="button"
      className={`inline-flex ${CONTROL}`}
      title={label}
      onClick={() => {
        setTheme(next);
        // A ?theme= left in the address would undo this choice on reload.
        const params = new URLSearchParams(location.search);
        if (params.has('theme')) {
          params.delete('theme');
          const search = params.toString();
          void navigate(
            { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
            { replace: true, preventScrollReset: true },
          );
        }
      }}
    >
      {icon}
      <span className="sr-only">{label}</span>
    </button>
  );
}
