// The document: <html lang> and theme class from the server's reading of the request, the theme
// script before first paint, the skip link, and the error screens of product.md section 2.
import devanagariFont from './fonts/mukta-devanagari-400.woff2?url';
import latinFont from './fonts/mukta-latin-400.woff2?url';
import latinSemiboldFont from './fonts/mukta-latin-600.woff2?url';
import type { ReactNode } from 'react';
import { preload, preloadModule } from 'react-dom';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { defaultLanguage, type Lang } from '../shared/i18n/index.ts';
import {
  detectWebRequestLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  readCookie,
} from '../shared/i18n/detect.ts';
import { SiteShell } from './components/page-shell/site-shell.tsx';
import { SeoHead } from './components/seo/seo-head.tsx';
import { isStaffPath } from './lib/paths.ts';
import { serverApiReader } from './lib/api/api-reader.ts';
import { requestInfoContext } from './lib/api/request-context.ts';
import { LanguageProvider, useI18n } from './lib/i18n/language-context.tsx';
import { dictionaryHrefs } from './lib/i18n/load-dictionary.ts';
import { ToastProvider } from './components/toast/toast.tsx';
import { loadLayoutData } from './lib/layout/layout-data.ts';
import { parseTheme, THEME_COOKIE, themeScript, type Theme } from './lib/theme/theme.ts';
import { useScriptMarker } from './lib/script-marker.tsx';
import {
  DEFAULT_TEXT_SIZE,
  parseTextSize,
  TEXT_SIZE_COOKIE,
  TEXT_SIZE_QUERY,
  type TextSize,
} from '../shared/text-size.ts';
import { useRouteHydrates } from './lib/hydration/route-hydrates.ts';
import { HydratedProvider, useHydrated } from './lib/hooks/use-hydrated.ts';
import registerServiceWorker from './enhance/register-sw.js?url';
import './app.css';

// Icons live in public/ (served at the site root); the manifest is made from the settings
// (server/discovery/web-manifest.ts).
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const queryLang = url.searchParams.get(LANGUAGE_QUERY);
  const lang = detectWebRequestLanguage(request);
  const queryTheme = parseTheme(url.searchParams.get('theme'));
  const theme: Theme | null = queryTheme ?? parseTheme(readCookie(cookies, THEME_COOKIE));
  // Links like ?lng=en and ?theme=dark work without JavaScript: remember the choice in a cookie.
  const headers = new Headers();
  if (queryLang && queryLang === lang)
    headers.append('Set-Cookie', `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`);
  if (queryTheme)
    headers.append('Set-Cookie', `${THEME_COOKIE}=${queryTheme}; Path=/; Max-Age=31536000; SameSite=Lax`);
  // The text size (A− A A+) the same way: a ?text= link remembered in a cookie.
  const queryTextSize = parseTextSize(url.searchParams.get(TEXT_SIZE_QUERY));
  const textSize: TextSize =
    queryTextSize ?? parseTextSize(readCookie(cookies, TEXT_SIZE_COOKIE)) ?? DEFAULT_TEXT_SIZE;
  if (queryTextSize)
    headers.append(
      'Set-Cookie',
      `${TEXT_SIZE_COOKIE}=${queryTextSize}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  // Header and footer data (menus, footer contact, institution name): read once, never revalidated.
  const layout = await loadLayoutData(serverApiReader(context));
  const { publicUrl } = context.get(requestInfoContext);
  return data({ lang, theme, textSize, layout, publicUrl }, { headers });
}

/** Language and theme live in client state after the first render: never re-run this loader on navigation. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Form posts (contact, complaint) change nothing the header or footer shows.
  if (formMethod) return false;
  // Offline (a saved copy, ADR 047) the layout's data cannot be fetched: keep what the page shows.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

type RootData = Awaited<ReturnType<typeof loader>>['data'];

function Document({
  children,
  theme,
  textSize,
}: {
  children: ReactNode;
  theme: Theme | null;
  textSize: TextSize;
}) {
  const { lang, t } = useI18n();
  const staffArea = isStaffPath(useLocation().pathname);
  // Marks the theme script as the app's own for the page's CSP (lib/script-marker.tsx); none in the browser.
  const scriptMarker = useScriptMarker();
  // Only pages that need it run the app in the browser (ADR 030): the others get no script at all.
  // Once the app runs (a page that hydrated, then a link followed in place) it stays for every page.
  const routeHydrates = useRouteHydrates(staffArea);
  const hydrates = useHydrated() || routeHydrates;
  // The fonts of the page's language, fetched with the HTML (app.css: font-display optional, so text
  // paints at once in the metric-matched fallback and a font is used if it is there in time). English:
  // regular and semibold (12 KB each; headings and the menu are semibold). Nepali: the regular weight
  // only (55 KB); its semibold (60 KB) is left to the fallback on a first visit. Never the other
  // language's font.
  const fonts = lang === 'ne' ? [devanagariFont] : [latinFont, latinSemiboldFont];
  for (const font of fonts) preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  // The strings of the page's language, which the browser loads before it hydrates (entry.client.tsx).
  const dictionary = hydrates ? dictionaryHrefs[lang] : undefined;
  if (dictionary) preloadModule(dictionary);
  return (
    // The theme script may set class and color-scheme on <html> before hydration: expected, not a mismatch.
    <html
      suppressHydrationWarning
      lang={lang}
      className={theme === 'dark' ? 'dark' : undefined}
      style={{
        ...(theme ? { colorScheme: theme } : {}),
        // Every size is in rem: the root's size is the page's (the browser's own setting still applies).
        ...(textSize === DEFAULT_TEXT_SIZE ? {} : { fontSize: `${textSize}%` }),
      }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#8b1e2d" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f172a" />
        {/* Applies a saved or system theme before first paint when no cookie told the server. */}
        {theme ? null : <script nonce={scriptMarker} dangerouslySetInnerHTML={{ __html: themeScript }} />}
        <Meta />
        <Links />
        {staffArea ? null : <SeoHead />}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-yellow-300 focus:px-4 focus:py-2 focus:text-black"
        >
          {t('site.skip_to_content')}
        </a>
        <ToastProvider>
          {/* The staff area draws its own header (web/admin/components/admin-shell.tsx). */}
          {staffArea ? (
            children
          ) : (
            <SiteShell theme={theme} textSize={textSize}>
              {children}
            </SiteShell>
          )}
        </ToastProvider>
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : staffArea ? null : (
          // The service worker (ADR 047); a page with the app registers it from entry.client.tsx.
          <script async src={registerServiceWorker} />
        )}
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const lang: Lang = root?.lang ?? defaultLanguage;
  return (
    <HydratedProvider>
      <LanguageProvider initial={lang}>
        <Document theme={root?.theme ?? null} textSize={root?.textSize ?? DEFAULT_TEXT_SIZE}>
          {children}
        </Document>
      </LanguageProvider>
    </HydratedProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const { t } = useI18n();
  const detail = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : t('error.unexpected');
  return (
    <main id="main" className="mx-auto max-w-2xl p-8">
      <title>{t('error.title')}</title>
      <meta name="description" content={t('site.description')} />
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      <p className="mt-2">{detail || t('error.unexpected')}</p>
      <a className="mt-4 inline-block underline" href="/">
        {t('error.return_home')}
      </a>
    </main>
  );
}
