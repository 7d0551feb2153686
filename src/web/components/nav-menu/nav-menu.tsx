// The desktop menu bar (>= 1024 px). Progressive enhancement, decided by useHydrated():
// - without JavaScript (and in the server HTML) each dropdown is a <details>/<summary>, so every menu
//   opens by click or keyboard with no script; `name` makes them exclusive (one open at a time);
// - once hydrated it becomes the disclosure pattern: a <button aria-expanded aria-controls> and a list
//   of links that opens on hover or click, closes on an outside click, on Escape (focus returns to the
//   button) and when focus leaves it; ArrowUp/ArrowDown/Home/End move between its links.
// Sub-branches open in a flyout beside their branch, with the same two forms.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ChevronDownIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { MenuLink } from './menu-link.tsx';
import { isCurrent, type NavEntry, type NavGroup, type NavLinkItem } from './nav-model.ts';

const TOP =
  'inline-flex items-center gap-1 px-1.5 xl:px-3 py-3 text-sm xl:text-[15px] font-semibold leading-tight text-white whitespace-nowrap ' +
  'hover:bg-white/10 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-amber-300 ' +
  'aria-[current=page]:bg-black/20 aria-[current=page]:shadow-[inset_0_-3px_0_#f2c14e] cursor-pointer';
const PANEL =
  'absolute top-full z-40 min-w-60 max-w-80 rounded-b-md border border-slate-200 bg-white py-2 text-left shadow-lg ' +
  'dark:border-slate-700 dark:bg-slate-900';
const ITEM =
  'flex w-full items-center gap-2 px-4 py-2 text-[15px] text-slate-800 hover:bg-rose-50 hover:text-[#8b1e2d] ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[#8b1e2d] ' +
  'aria-[current=page]:font-semibold aria-[current=page]:text-[#8b1e2d] ' +
  'dark:text-slate-100 dark:hover:bg-slate-800 dark:hover:text-amber-200 dark:focus-visible:outline-amber-300 ' +
  'dark:aria-[current=page]:text-amber-300';
const FLYOUT_BUTTON =
  'flex shrink-0 items-center justify-center px-3 text-slate-600 hover:bg-rose-50 hover:text-[#8b1e2d] cursor-pointer ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[#8b1e2d] ' +
  'dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-amber-200 dark:focus-visible:outline-amber-300';
const CURRENT_GROUP = 'bg-black/20 shadow-[inset_0_-3px_0_#f2c14e]';
const HOVER_CLOSE_DELAY_MS = 200;

type OpenMode = 'hover' | 'click';

function EmptyItem() {
  const { t } = useI18n();
  return <li className="px-4 py-2 text-[15px] text-slate-600 dark:text-slate-300">{t('nav.empty')}</li>;
}

/** The links of an open panel that are visible (closed flyouts are `hidden`). */
function visibleFocusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('a, button, summary')].filter(
    (element) => element.offsetParent !== null,
  );
}

function moveFocus(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null) {
  if (!panel) return;
  const items = visibleFocusables(panel);
  if (!items.length) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowDown') next = items[(index + 1) % items.length];
  else if (event.key === 'ArrowUp') next = items[(index - 1 + items.length) % items.length];
  else if (event.key === 'Home') next = items[0];
  else if (event.key === 'End') next = items[items.length - 1];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

// ---- Without JavaScript: <details> --------------------------------------------------------------

function StaticItem({ item }: { item: NavLinkItem }) {
  const { t } = useI18n();
  if (!item.children?.length) {
    return (
      <li>
        <MenuLink item={item} className={ITEM} />
      </li>
    );
  }
  return (
    <li className="flex">
      <MenuLink item={item} className={ITEM} />
      <details className="group/flyout relative flex" name="nav-flyout">
        <summary className={`${FLYOUT_BUTTON} h-full list-none [&::-webkit-details-marker]:hidden`}>
          <ChevronRightIcon />
          <span className="sr-only">{t('nav.sub_branches', { name: item.label })}</span>
        </summary>
        <ul className={`${PANEL} top-0 left-full rounded-md`}>
          {item.children.map((child) => (
            <StaticItem key={child.key} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function StaticGroup({ group, current }: { group: NavGroup; current: boolean }) {
  return (
    <details className="group relative" name="nav-menu">
      <summary
        className={`${TOP} list-none [&::-webkit-details-marker]:hidden ${current ? CURRENT_GROUP : ''}`}
      >
        {group.label}
        <ChevronDownIcon className="transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <ul className={`${PANEL} left-0`}>
        {group.items.length ? (
          group.items.map((item) => <StaticItem key={item.key} item={item} />)
        ) : (
          <EmptyItem />
        )}
      </ul>
    </details>
  );
}

// ---- With JavaScript: disclosure buttons ---------------------------------------------------------

function FlyoutItem({ item }: { item: NavLinkItem }) {
  const { t } = useI18n();
  // Like the dropdowns: hovering opens it, a click pins it open (or closes a pinned one).
  const [mode, setMode] = useState<OpenMode | null>(null);
  const open = mode !== null;
  const setOpen = (next: boolean) => setMode(next ? 'click' : null);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onPointer = (event: PointerEvent, enter: boolean) => {
    if (event.pointerType !== 'mouse') return;
    if (enter) setMode((value) => value ?? 'hover');
    else setMode((value) => (value === 'hover' ? null : value));
  };
  if (!item.children?.length) {
    return (
      <li>
        <MenuLink item={item} className={ITEM} />
      </li>
    );
  }
  return (
    <li
      className="relative flex"
      onPointerEnter={(event) => onPointer(event, true)}
      onPointerLeave={(event) => onPointer(event, false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' && !open) {
          event.preventDefault();
          setOpen(true);
        } else if ((event.key === 'ArrowLeft' || event.key === 'Escape') && open) {
          // Close only the flyout; the dropdown stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <MenuLink item={item} className={ITEM} />
      <button
        ref={buttonRef}
        type="button"
        className={FLYOUT_BUTTON}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setMode((value) => (value === 'click' ? null : 'click'))}
      >
        <ChevronRightIcon />
        <span className="sr-only">{t('nav.sub_branches', { name: item.label })}</span>
      </button>
      <ul id={id} hidden={!open} className={`${PANEL} top-0 left-full rounded-md`}>
        {item.children.map((child) => (
          <FlyoutItem key={child.key} item={child} />
        ))}
      </ul>
    </li>
  );
}

function DisclosureGroup({
  group,
  current,
  open,
  onOpen,
  onClose,
}: {
  group: NavGroup;
  current: boolean;
  open: OpenMode | null;
  onOpen: (mode: OpenMode) => void;
  onClose: () => void;
}) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const closeAndFocus = () => {
    onClose();
    buttonRef.current?.focus();
  };

  return (
    <div
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        if (!open) onOpen('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || open !== 'hover') return;
        closeTimer.current = setTimeout(onClose, HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        // Focus moved out of this menu (Tab past its last link): close it.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          closeAndFocus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${TOP} ${current ? CURRENT_GROUP : ''}`}
        aria-expanded={open !== null}
        aria-controls={id}
        onClick={() => {
          // A menu opened by hovering stays open when clicked (pinned); a pinned one closes.
          if (open === 'click') onClose();
          else onOpen('click');
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            onOpen('click');
            // The panel renders on the next frame.
            requestAnimationFrame(() => {
              if (panelRef.current) visibleFocusables(panelRef.current)[0]?.focus();
            });
          }
        }}
      >
        {group.label}
        <ChevronDownIcon
          className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        ref={panelRef}
        id={id}
        hidden={open === null}
        className={`${PANEL} left-0`}
        onKeyDown={(event) => moveFocus(event, panelRef.current)}
      >
        {/* Rendered only while open, so its flyouts start closed each time. */}
        {open === null ? null : group.items.length ? (
          group.items.map((item) => <FlyoutItem key={item.key} item={item} />)
        ) : (
          <EmptyItem />
        )}
      </ul>
    </div>
  );
}

export function NavMenu({ entries, label }: { entries: NavEntry[]; label: string }) {
  const hydrated = useHydrated();
  const { pathname, key } = useLocation();
  const [open, setOpen] = useState<{ key: string; mode: OpenMode } | null>(null);
  const rootRef = useRef<HTMLUListElement>(null);
  const [shownAt, setShownAt] = useState(key);
  const close = useCallback(() => setOpen(null), []);

  // A followed link closes the menu (adjusting state during render: no effect needed).
  if (shownAt !== key) {
    setShownAt(key);
    if (open) setOpen(null);
  }

  // An outside click closes the open menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul ref={rootRef} className="flex flex-wrap items-stretch">
        {entries.map((entry) => {
          const current =
            entry.kind === 'group'
              ? entry.items.some((item) => isCurrent(item, pathname))
              : isCurrent(entry, pathname);
          return (
            <li key={entry.key} className="flex">
              {entry.kind === 'link' ? (
                <MenuLink item={entry} className={TOP} />
              ) : hydrated ? (
                <DisclosureGroup
                  group={entry}
                  current={current}
                  open={open?.key === entry.key ? open.mode : null}
                  onOpen={(mode) => setOpen({ key: entry.key, mode })}
                  onClose={() => setOpen((value) => (value?.key === entry.key ? null : value))}
                />
              ) : (
                <StaticGroup group={entry} current={current} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
