// Header, page and footer around every screen, including the not-found and error screens (root's
// Layout renders it). Screens render their own <main id="main"> (the skip link's target).
import type { ReactNode } from 'react';
import { useLayoutData } from '#web/lib/layout/use-layout-data.ts';
import type { Theme } from '#web/lib/theme/theme.ts';
import type { TextSize } from '#shared/text-size.ts';
import { NavigationProgress, useNavigationLoading } from '../navigation-progress/navigation-progress.tsx';
import { SiteFooter } from '../site-footer/site-footer.tsx';
import { SiteHeader } from '../site-header/site-header.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { partKey, ServerFragment } from '#web/lib/render/server-fragment.tsx';

export function SiteShell({
  theme,
  textSize,
  children,
}: {
  theme: Theme | null;
  textSize: TextSize;
  children: ReactNode;
}) {
  const layout = useLayoutData();
  const loading = useNavigationLoading();
  const { lang } = useI18n();
  // The footer shows the contact block and the institution's name: rendered once for each (ADR 054).
  const footerKey = () => partKey(lang, layout.footerContact, layout.settings);
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollManager />
      <NavigationProgress />
      {/* Printed, a page is its content alone (an item's page prints cleanly: app.css, print). */}
      <div className="print:hidden">
        <SiteHeader layout={layout} theme={theme} textSize={textSize} />
      </div>
      <div className="flex-1" aria-busy={loading || undefined}>
        {children}
      </div>
      <ServerFragment as="div" name="footer" cacheKey={footerKey} className="print:hidden">
        <SiteFooter layout={layout} />
      </ServerFragment>
    </div>
  );
}
