// What the website's routes accept, read from the React Router build: which page a path lands on,
// whether that page takes a form post (it has an action), and how large a body it reads
// (`handle.maxBodyBytes`, set by the route module next to its action).
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** Bodies of a page with an action but no `handle.maxBodyBytes`. */
const DEFAULT_FORM_BODY_BYTES = 64 * 1024;

const trees = new WeakMap<ServerBuild, RouteObject[]>();

function routeTree(build: ServerBuild): RouteObject[] {
  let tree = trees.get(build);
  if (!tree) {
    const routes = Object.values(build.routes).filter((route) => route !== undefined);
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route) => {
          const { id, path, caseSensitive } = route;
          return route.index
            ? { id, path, caseSensitive, index: true }
            : { id, path, caseSensitive, children: childrenOf(id) };
        });
    tree = childrenOf(undefined);
    trees.set(build, tree);
  }
  return tree;
}

/** The page a path addresses: JavaScript form posts go to `<page>.data` (`/_root.data` for `/`). */
function pagePath(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

/** Bytes a form post to this path may carry; 0 when its page has no action (it answers 405 unread). */
export function formBodyLimit(build: ServerBuild, pathname: string): number {
  const matches = matchRoutes(routeTree(build), pagePath(pathname));
  const leaf = matches?.at(-1);
  if (!leaf?.route.id) return 0;
  const module = build.routes[leaf.route.id]?.module as
    { action?: unknown; handle?: { maxBodyBytes?: unknown } } | undefined;
  if (typeof module?.action !== 'function') return 0;
  const declared = module.handle?.maxBodyBytes;
  return typeof declared === 'number' && declared > 0 ? declared : DEFAULT_FORM_BODY_BYTES;
}
