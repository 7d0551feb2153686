// The phone and tablet menu (< 1024 px): a toggled panel of links with icons (product.md section 2).
// Without JavaScript the toggle is a <details>/<summary>; once hydrated it is a <button aria-expanded
// aria-controls> that also closes on Escape and after a followed link. Dropdown groups and
// sub-branches are native <details> sections in both forms: expandable with no script at all.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { ServerFragment } from '#web/lib/render/server-fragment.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../icons/icons.tsx';
import { MenuLink } from '../nav-menu/menu-link.tsx';
import { isCurrent, type NavEntry, type NavLinkItem } from '../nav-menu/nav-model.ts';

const TOGGLE =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-2.5 font-semibold text-slate-800 cursor-pointer ' +
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#8b1e2d] ' +
  'dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';
const PANEL =
  'absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t-4 border-[#8b1e2d] ' +
  'bg-white pb-4 shadow-xl dark:bg-slate-900';
const ROW =
  'flex min-h-12 w-full items-center gap-3 px-4 py-2 text-base text-slate-800 hover:bg-rose-50 cursor-pointer ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[#8b1e2d] ' +
  'aria-[current=page]:bg-rose-50 aria-[current=page]:font-semibold aria-[current=page]:text-[#8b1e2d] ' +
  'dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300 ' +
  'dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-amber-300';
/** Turns the chevron of the <details> it belongs to (not of an outer one) when that one is open. */
const OPEN_CHEVRON =
  'shrink-0 transition-transform motion-reduce:transition-none [[open]>summary>&]:rotate-180';
const SUB_TOGGLE =
  'absolute top-0 right-0 flex h-12 w-12 cursor-pointer list-none items-center justify-center text-slate-700 ' +
  'hover:bg-rose-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[#8b1e2d] ' +
  '[&::-webkit-details-marker]:hidden dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';
const SUMMARY = `${ROW} list-none font-semibold [&::-webkit-details-marker]:hidden`;

function Section({
  label,
  open,
  icon,
  children,
}: {
  label: ReactNode;
  open: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <details open={open}>
      <summary className={SUMMARY}>
        {icon}
        <span className="flex-1">{label}</span>
        <ChevronDownIcon className={OPEN_CHEVRON} />
      </summary>
      {children}
    </details>
  );
}

function Items({ items, pathname }: { items: NavLinkItem[]; pathname: string }) {
  const { t } = useI18n();
  if (!items.length)
    return <p className="py-2 pr-4 pl-12 text-slate-600 dark:text-slate-300">{t('nav.empty')}</p>;
  return (
    <ul className="border-l-2 border-slate-200 ml-6 dark:border-slate-700">
      {items.map((item) => (
        <li key={item.key} className="relative">
          <MenuLink item={item} className={item.children?.length ? `${ROW} pr-14` : ROW} />
          {item.children?.length ? (
            // The sub-branches' toggle sits at the right end of its branch's row; the list opens below.
            <details open={isCurrent(item, pathname)}>
              <summary className={SUB_TOGGLE}>
                <ChevronDownIcon className={OPEN_CHEVRON} />
                <span className="sr-only">{t('nav.sub_branches', { name: item.label })}</span>
              </summary>
              <Items items={item.children} pathname={pathname} />
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MenuList({ entries, label }: { entries: NavEntry[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="py-2">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'link' ? (
              <MenuLink item={entry} className={ROW} withIcon />
            ) : (
              <Section
                label={entry.label}
                icon={<entry.icon className="shrink-0" />}
                open={entry.items.some((item) => isCurrent(item, pathname))}
              >
                <Items items={entry.items} pathname={pathname} />
              </Section>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MobileMenu({
  entries,
  label,
  menuKey,
}: {
  entries: NavEntry[];
  label: string;
  /** What the menu's HTML depends on (site-header.tsx), for the server to render it once. */
  menuKey: () => string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(key);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A followed link closes the menu (adjusting state during render: no effect needed).
  if (openedAt !== key) {
    setOpenedAt(key);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!hydrated) {
    return (
      <details className="group lg:hidden">
        <summary className={`${TOGGLE} list-none [&::-webkit-details-marker]:hidden`}>
          <MenuIcon className="group-open:hidden" />
          <CloseIcon className="hidden group-open:block" />
          <span className="sr-only sm:not-sr-only">{t('nav.menu')}</span>
        </summary>
        <ServerFragment as="div" name="mobile-menu" cacheKey={menuKey} className={PANEL}>
          <MenuList entries={entries} label={label} />
        </ServerFragment>
      </details>
    );
  }
  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={TOGGLE}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only sm:not-sr-only">{t('nav.menu')}</span>
      </button>
      <div id={id} hidden={!open} className={PANEL}>
        <MenuList entries={entries} label={label} />
      </div>
    </div>
  );
}
