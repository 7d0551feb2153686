// Offline, a link to another page opens as a whole page, not through the app: the service worker
// answers whole pages from its saved copies (ADR 047), while the app's own data requests for another
// route have nothing saved and would end on the error screen. A link within the same page (the
// calendar's months and days) stays in the app, which reads the months the worker saved.

/** The address a click should open as a whole page, or null to leave the click to the app. */
export function wholePageTarget(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'> | null,
  here: URL,
  online: boolean,
): string | null {
  if (online || !anchor || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const to = new URL(anchor.href, here);
  if (to.origin !== here.origin || to.pathname === here.pathname) return null;
  return to.href;
}

export function openLinksAsWholePagesOffline(): void {
  window.addEventListener(
    'click',
    (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const target = wholePageTarget(
        event,
        anchor as HTMLAnchorElement | null,
        new URL(location.href),
        navigator.onLine,
      );
      if (target === null) return;
      // Before React's handler (on the document) sees it.
      event.preventDefault();
      event.stopPropagation();
      location.assign(target);
    },
    { capture: true },
  );
}
