// A tab switcher (product.md section 2 "Shared controls": the first tab is active initially) following the
// WAI-ARIA tabs pattern: role=tablist/tab/tabpanel, arrow keys, Home/End, roving tabindex.
//
// Two modes:
// - 'state': tabs are buttons, the choice lives in React state (automatic activation: arrows select).
// - 'url': each tab is a link that sets ?tab=<id> on the current URL (works without JavaScript,
//   survives reload, back returns to the previous tab). The route's loader reads the parameter and
//   loads only that tab's data, so only the active panel has content. Arrows move focus, Enter or
//   Space follows the link (manual activation: one navigation per choice, not per key press).
import tabsScript from '#web/enhance/tabs.js?url';
import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { activeTabId, tabSearch } from './tab-state.ts';

export interface TabItem {
  /** Stable id: the ?tab= value in URL mode. Letters, digits, '-' and '_'. */
  id: string;
  label: ReactNode;
  /** The panel's content; a function is called only when the panel is shown. */
  panel?: ReactNode | (() => ReactNode);
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list (e.g. the section heading's text). */
  label: string;
  mode?: 'state' | 'url';
  /** URL mode: the search parameter (default 'tab'). */
  param?: string;
  /** URL mode: parameters that belong to one tab and are dropped on switching (default ['page']). */
  resetParams?: readonly string[];
  /** URL mode: keep the scroll position when switching (default true). */
  preventScrollReset?: boolean;
  /**
   * State mode: render a panel only once it is first shown (default true); visited panels stay
   * mounted (hidden), so switching back does not reload them.
   */
  lazy?: boolean;
  /** Shown while a panel's content suspends (React.lazy, use()): e.g. a SkeletonCardGrid. */
  placeholder?: ReactNode;
  /**
   * State mode: without JavaScript (and before hydration) the tabs are plain links to
   * `?<linkParam>=<id>`, and a page rendered from such a URL starts on that tab. Lets a state-mode
   * switcher work without JavaScript while keeping instant, navigation-free switching with it.
   */
  linkParam?: string;
  /**
   * With `linkParam`, on a page without the app (ADR 049: pass `useEnhancementFile()`): every panel
   * is rendered (the others hidden) and the small file web/enhance/tabs.js switches them in place,
   * with the arrow keys, as the state mode does. Without script the links still work.
   */
  enhance?: boolean;
  /** State mode, controlled: the selected id. */
  selectedId?: string;
  /** Called with the newly selected id (both modes). */
  onSelect?: (id: string) => void;
  className?: string;
  panelClassName?: string;
}

const tabStyle =
  'inline-flex min-h-11 shrink-0 items-center border-b-4 px-4 py-2 text-base whitespace-nowrap focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-rose-800 dark:focus-visible:outline-amber-300';
const selectedStyle = 'border-rose-800 font-semibold text-rose-900 dark:border-rose-300 dark:text-rose-200';
const idleStyle =
  'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-950 dark:text-slate-300 dark:hover:border-slate-500 dark:hover:text-white';

export function Tabs({
  tabs,
  label,
  mode = 'state',
  param = 'tab',
  resetParams = ['page'],
  preventScrollReset = true,
  lazy = true,
  placeholder,
  linkParam,
  enhance = false,
  selectedId,
  onSelect,
  className = '',
  panelClassName = '',
}: TabsProps) {
  const baseId = useId();
  const location = useLocation();
  const hydrated = useHydrated();
  const tabRefs = useRef<Array<HTMLElement | null>>([]);
  const ids = tabs.map((tab) => tab.id);
  const [ownSelected, setOwnSelected] = useState(() =>
    activeTabId(ids, linkParam ? new URLSearchParams(location.search).get(linkParam) : null),
  );
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([selectedId ?? ownSelected]));

  const active =
    mode === 'url'
      ? activeTabId(ids, new URLSearchParams(location.search).get(param))
      : activeTabId(ids, selectedId ?? ownSelected);
  // A controlled selection the component did not make itself still counts as visited.
  if (mode === 'state' && lazy && active && !visited.has(active)) setVisited(new Set([...visited, active]));
  if (!tabs.length) return null;

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (mode === 'state') {
      if (selectedId === undefined) setOwnSelected(id);
      if (!visited.has(id)) setVisited(new Set([...visited, id]));
    }
    if (id !== active) onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabRefs.current.findIndex((element) => element === event.target);
    if (current < 0) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (current + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else if (event.key === ' ' && mode === 'url') {
      // Links follow on Enter only; the tabs pattern also activates on Space.
      event.preventDefault();
      (event.target as HTMLElement).click();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    if (mode === 'state') select(tabs[next]!.id);
  };

  // Before hydration (or without JavaScript) links keep their natural tab order, since the arrow
  // keys that reach the others need JavaScript.
  const stateLinks = mode === 'state' && linkParam !== undefined && !hydrated;
  const roving = (mode === 'state' && !stateLinks) || hydrated;
  const enhanced = stateLinks && enhance;

  return (
    <div className={className} data-enhance={enhanced ? 'tabs' : undefined}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        data-selected-class={enhanced ? selectedStyle : undefined}
        data-idle-class={enhanced ? idleStyle : undefined}
        className="flex gap-1 overflow-x-auto border-b border-slate-300 dark:border-slate-700"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          const common = {
            id: tabId(tab.id),
            role: 'tab',
            'aria-selected': selected,
            'aria-controls': panelId(tab.id),
            tabIndex: roving ? (selected ? 0 : -1) : undefined,
            className: `${tabStyle} ${selected ? selectedStyle : idleStyle}`,
          } as const;
          if (stateLinks) {
            return (
              <a
                key={tab.id}
                {...common}
                href={`${location.pathname}${tabSearch(location.search, tab.id, linkParam, [])}#${panelId(tab.id)}`}
              >
                {tab.label}
              </a>
            );
          }
          return mode === 'url' ? (
            <Link
              key={tab.id}
              {...common}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              to={{
                pathname: location.pathname,
                search: tabSearch(location.search, tab.id, param, resetParams),
              }}
              preventScrollReset={preventScrollReset}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </Link>
          ) : (
            <button
              key={tab.id}
              type="button"
              {...common}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        const rendered = mode === 'url' ? selected : selected || !lazy || enhanced || visited.has(tab.id);
        const content = rendered ? (typeof tab.panel === 'function' ? tab.panel() : tab.panel) : null;
        return (
          <div
            key={tab.id}
            id={panelId(tab.id)}
            role="tabpanel"
            aria-labelledby={tabId(tab.id)}
            hidden={!selected}
            tabIndex={0}
            className={`pt-6 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-rose-800 dark:focus-visible:outline-amber-300 ${panelClassName}`}
          >
            {content === null ? null : placeholder ? (
              <Suspense fallback={placeholder}>{content}</Suspense>
            ) : (
              content
            )}
          </div>
        );
      })}
      {enhanced ? <script async src={tabsScript} /> : null}
    </div>
  );
}
