/// <reference lib="webworker" />
// The service worker's part of the Web Push alerts (ADR 048), wired into the worker (sw.ts) by its
// `push` and `notificationclick` listeners. A push carries the JSON the server's alert job made
// ({title, body, url, lang, tag}: src/shared/contract/push-alerts.ts); it is shown as a notification in its
// language, one per item (the tag), and a tap focuses a tab already showing the item's page or opens it.
// Dependency-free: the worker is its own small bundle.

const ICON = '/icons/icon-192.png';

interface AlertPush {
  title: string;
  body: string;
  url: string;
  lang: string;
  tag: string;
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** The push's notification, or null when its data is not ours (an empty or foreign push). */
function readPush(event: PushEvent): AlertPush | null {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title).trim();
  if (!title) return null;
  return {
    title,
    body: text(fields.body),
    url: text(fields.url, '/'),
    lang: text(fields.lang, 'ne'),
    tag: text(fields.tag),
  };
}

/** Only the site's own pages are opened from a notification. */
function sameOriginUrl(url: string, sw: ServiceWorkerGlobalScope): string {
  try {
    const target = new URL(url, sw.location.origin);
    return target.origin === sw.location.origin ? target.href : sw.location.origin + '/';
  } catch {
    return sw.location.origin + '/';
  }
}

export function onPush(event: PushEvent, sw: ServiceWorkerGlobalScope): void {
  const push = readPush(event);
  // A push must show a notification (userVisibleOnly): an unreadable one still says something.
  const title = push?.title ?? sw.location.hostname;
  const options: NotificationOptions = {
    body: push?.body ?? '',
    icon: ICON,
    badge: ICON,
    lang: push?.lang ?? 'ne',
    tag: push?.tag || undefined,
    data: { url: sameOriginUrl(push?.url ?? '/', sw) },
  };
  event.waitUntil(sw.registration.showNotification(title, options));
}

export function onNotificationClick(event: NotificationEvent, sw: ServiceWorkerGlobalScope): void {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameOriginUrl(text(data?.url, '/'), sw);
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return sw.clients.openWindow(url);
    }),
  );
}
