import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its table is wider than the screen (a phone, or 200 % text). It is a
 * named region in the tab order, so a keyboard can reach it and scroll it with the arrow keys (WCAG 2.1.1;
 * axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  labelledBy,
  className = '',
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:focus-visible:outline-amber-300 ${className}`}
    >
      {children}
    </div>
  );
}
