// Whether the app runs in the browser yet: false during server rendering and hydration, true
// afterwards, for controls that only work with JavaScript. One flag for the whole page, switched by
// <HydratedProvider> (root.tsx) in a transition once hydration has committed: React re-renders what
// reads it in slices between which the browser stays responsive. (A store read per component, as
// before, made React re-render every reader synchronously right after hydration: one long task of the
// header, menus and page widgets on a phone, issue 24.)
import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** The page's flag; null without a provider (a component rendered on its own, as tests do). */
export const HydratedContext = createContext<boolean | null>(null);
const subscribe = () => () => {};

/** On <html> once the page's script-only controls are in place (browser tests wait for it). */
const APP_READY_ATTRIBUTE = 'data-app-ready';

export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, [hydrated]);
  return createElement(HydratedContext, { value: hydrated }, children);
}

export function useHydrated(): boolean {
  const provided = useContext(HydratedContext);
  // Without a provider: false in a server render, true in a browser render from scratch. With one,
  // the store reads false in both, so it never asks for a re-render of its own.
  const renderedAlone = useSyncExternalStore(
    subscribe,
    () => provided === null,
    () => false,
  );
  return provided ?? renderedAlone;
}
