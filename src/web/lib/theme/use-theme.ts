// The theme actually shown: the `dark` class on <html>, which the server (cookie), the inline theme
// script (saved or system choice) or persistTheme() set. Server rendering and hydration use the
// server's reading, so the first client render matches the HTML; the real value follows right after.
import { useCallback, useSyncExternalStore } from 'react';
import { persistTheme, type Theme } from './theme.ts';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function useTheme(serverTheme: Theme | null): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => serverTheme ?? 'light');
  const setTheme = useCallback((next: Theme) => persistTheme(next), []);
  return { theme, setTheme };
}
