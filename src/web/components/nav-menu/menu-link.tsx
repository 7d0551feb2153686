import { Link, useLocation } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ExternalIcon } from '../icons/icons.tsx';
import { linksHere, type NavLinkItem } from './nav-model.ts';

/**
 * One menu link. Internal links are router links that carry aria-current="page" (and the class
 * `active`, as <NavLink> wrote them) on the current page, decided from the path alone (linksHere) so
 * the menus' HTML is one per set of current links (ADR 054);
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
  const { pathname } = useLocation();
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
  const here = linksHere(item, pathname);
  return (
    <Link
      to={item.to}
      aria-current={here ? 'page' : undefined}
      className={here ? `${className} active` : className}
    >
      {Icon ? <Icon className="shrink-0" /> : null}
      <span>{item.label}</span>
    </Link>
  );
}
