// A part of a page the server renders once and reuses (ADR 054). The header's two menus are ~1,000 of the
// ~2,800 elements of the home page, the same on every page under one menu link in one language;
// rendering them and the footer was the largest single cost of an uncached render (issue 24). On a page without the app (ADR 030) the server
// renders such a part once per key and keeps its HTML as bytes; React then writes only the part's empty
// element, and the server puts the bytes in it (fragment-store.server.ts). Where the app runs (a page
// that hydrates, or any render in the browser) the part is rendered as usual: React must build it.
//
// Correct by its key: the key names everything the part's HTML depends on besides the contexts
// forwarded below (the page's language is one of them: part of every key). A part must not render
// what React moves to <head> (stylesheets, async scripts, images it preloads): the store then renders
// it as usual instead (fragment-store.server.ts).
import { createElement, useContext, type Context, type HTMLAttributes, type ReactNode } from 'react';
import * as router from 'react-router';
import { HydratedContext } from '#web/lib/hooks/use-hydrated.ts';
import { useEnhancementFile } from '#web/lib/hydration/route-hydrates.ts';
import { LanguageContext } from '#web/lib/i18n/language-context.tsx';
import { ScriptMarkerContext } from '#web/lib/script-marker.tsx';

/** The attribute of a part's empty element that the server fills; its value is `<render mark>:<n>`. */
export const PART_SLOT_ATTRIBUTE = 'data-server-part';

/**
 * A part's key: the page's language and everything else its HTML depends on (strings as they are,
 * anything else as JSON), as one string.
 */
export function partKey(lang: string, ...dependsOn: readonly unknown[]): string {
  return [
    lang,
    ...dependsOn.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  ].join('\u0000');
}

/** The server's store of rendered parts (fragment-store.server.ts); never in the browser. */
export interface PartStore {
  /**
   * The slot (`<render mark>:<n>`) for the part under `key` in the render marked `renderMark`, the part
   * rendered by `render` if the store does not hold it; undefined when the part cannot be reused (the
   * caller renders it as usual).
   */
  place(renderMark: string, name: string, key: string, render: () => ReactNode): string | undefined;
}

let store: PartStore | undefined;

/** Called once by entry.server.tsx: from then on, parts of pages without the app are reused. */
export function providePartStore(partStore: PartStore | undefined): void {
  store = partStore;
}

// Everything a part reads from its surroundings: the router (links and the current path), the language
// and its strings, the app flag and the render's script mark. A context not listed here would read its
// default in the part's own render.
const FORWARDED_CONTEXTS = [
  router.UNSAFE_DataRouterContext,
  router.UNSAFE_DataRouterStateContext,
  router.UNSAFE_FetchersContext,
  router.UNSAFE_FrameworkContext,
  router.UNSAFE_LocationContext,
  router.UNSAFE_NavigationContext,
  router.UNSAFE_RouteContext,
  router.UNSAFE_ViewTransitionContext,
  LanguageContext,
  HydratedContext,
  ScriptMarkerContext,
] as readonly Context<unknown>[];

type PartElement = 'div' | 'nav' | 'section' | 'ul';

interface ServerFragmentProps extends HTMLAttributes<HTMLElement> {
  /** The element around the part: written by React as usual; its children are what is reused. */
  as: PartElement;
  /** Which part (keys are looked up under it). */
  name: string;
  /**
   * Everything the part's HTML depends on besides the forwarded contexts (the language included); asked
   * only where the part may be reused (never in the browser).
   */
  cacheKey: () => string;
  children: ReactNode;
}

export function ServerFragment(props: ServerFragmentProps) {
  // Without a store (the browser; a component rendered on its own, as tests do) the part is rendered as
  // usual, and no router with loader data is needed.
  if (!store) {
    const { as, name: _name, cacheKey: _cacheKey, children, ...rest } = props;
    return createElement(as, rest, children);
  }
  return createElement(StoredPart, { ...props, partStore: store });
}

function StoredPart({
  as,
  name,
  cacheKey,
  children,
  partStore,
  ...props
}: ServerFragmentProps & { partStore: PartStore }) {
  // A fixed list: the same hooks in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const forwarded = FORWARDED_CONTEXTS.map((context) => useContext(context));
  const renderMark = useContext(ScriptMarkerContext);
  const withoutApp = useEnhancementFile();
  const slot =
    renderMark && withoutApp
      ? partStore.place(renderMark, name, cacheKey(), () =>
          FORWARDED_CONTEXTS.reduceRight<ReactNode>(
            (inner, context, index) => createElement(context, { value: forwarded[index] }, inner),
            children,
          ),
        )
      : undefined;
  if (slot === undefined) return createElement(as, props, children);
  // The slot attribute last: the server finds `<slot attribute>="…">` and writes the part after it.
  return createElement(as, { ...props, [PART_SLOT_ATTRIBUTE]: slot });
}
