import type { ReactNode } from 'react';
import { SCROLL_REGION_CLASS } from '#shared/rich-text/table-regions.ts';

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
      className={`${SCROLL_REGION_CLASS} ${className}`}
    >
      {children}
    </div>
  );
}
