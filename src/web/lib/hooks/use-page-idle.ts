import { useSyncExternalStore } from 'react';

// "The page has loaded and the browser has a quiet moment": for heavy extras that should never
// compete with the page's own content (an embedded PDF pulls in the browser's whole PDF viewer).
let idle = false;
const listeners = new Set<() => void>();

function markIdle() {
  idle = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

let scheduled = false;
function schedule() {
  if (scheduled) return;
  scheduled = true;
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(markIdle, { timeout: 2000 })
      : setTimeout(markIdle, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function subscribe(onChange: () => void) {
  if (idle) return () => {};
  listeners.add(onChange);
  schedule();
  return () => listeners.delete(onChange);
}

/** False on the server, during hydration, and until the page's load event plus an idle moment. */
export function usePageIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
