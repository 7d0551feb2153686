import { NavLink } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ExternalIcon } from '../icons/icons.tsx';
import type { NavLinkItem } from './nav-model.ts';

/**
 * One menu link. Internal links are router links that carry aria-current="page" on the current page;
 * external ones open in a new tab (product.md section 2), say so to screen readers, and cannot reach back
 * into this page (rel="noopener").
 */
export function MenuLink({
  item,
  className,
  withIcon = false,
}: {
  item: NavLinkItem;
  className: string;
  withIcon?: boolean;
}) {
  const { t } = useI18n();
  const Icon = withIcon ? item.icon : undefined;
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener" className={className}>
        {Icon ? <Icon className="shrink-0" /> : null}
        <span>{item.label}</span>
        <ExternalIcon className="shrink-0 opacity-70" />
        <span className="sr-only"> {t('nav.new_tab')}</span>
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={item.end ?? false} className={className}>
      {Icon ? <Icon className="shrink-0" /> : null}
      <span>{item.label}</span>
    </NavLink>
  );
}
