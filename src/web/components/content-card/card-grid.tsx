// The responsive grid the card lists use: 1 column on phones, 2 from sm, 3 from lg. A list, so
// screen readers announce how many cards there are.
import { Children, type ReactNode } from 'react';

export interface CardGridProps {
  children: ReactNode;
  /** Accessible name of the list, when the page shows several. */
  label?: string;
  className?: string;
}

export function CardGrid({ children, label, className = '' }: CardGridProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <ul
      role="list"
      aria-label={label}
      className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}
    >
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : <li className="flex">{child}</li>,
      )}
    </ul>
  );
}
