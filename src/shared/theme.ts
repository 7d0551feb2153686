// The theme a visitor chose, as the server reads it from the cookie (and the browser writes it).
export type Theme = 'light' | 'dark';
export const THEME_COOKIE = 'theme';

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}
