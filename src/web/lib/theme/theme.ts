// Theme: light or dark, saved under the localStorage key `theme-storage` (product.md section 1) in the
// persisted-store shape, mirrored in a cookie so the server renders the right theme (no flash).
// With nothing saved, the system preference decides: an inline script applies it before first paint.
import { parseTheme, THEME_COOKIE, type Theme } from '#shared/theme.ts';

export { parseTheme, THEME_COOKIE, type Theme };
const THEME_STORAGE_KEY = 'theme-storage';

export function persistTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { theme }, version: 0 }));
  } catch {
    // Storage disabled: the cookie still carries it.
  }
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/** Runs in <head> before paint. Kept tiny and dependency-free: it is inlined as a string. */
export const themeScript = `(function(){try{var t=null,r=localStorage.getItem('${THEME_STORAGE_KEY}');if(r){var s=JSON.parse(r).state;if(s&&(s.theme==='light'||s.theme==='dark'))t=s.theme}if(!t)t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var d=document.documentElement;d.classList.toggle('dark',t==='dark');d.style.colorScheme=t}catch(e){}})();`;
