import type { ReactNode } from 'react';

const STYLES = {
  holiday: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  jatra: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
} as const;

/** A small text label (Holiday, Jatra): the meaning in words, not colour alone. */
export function Badge({ kind, children }: { kind: keyof typeof STYLES; children: ReactNode }) {
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STYLES[kind]}`}>{children}</span>;
}
