import { useLocation, useNavigation } from 'react-router';

/**
 * True while a client navigation to another page of this same screen loads: paging, or with
 * `pathPrefix` (e.g. '/law-and-enforcement/') another item of the same screen. React Router keeps
 * the current page on screen until the next loader resolves, so the list stays visible and only
 * gets a loading indicator; navigating to another screen does not count.
 */
export function useListLoading(pathPrefix?: string): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading') return false;
  const next = navigation.location.pathname;
  return pathPrefix ? next.startsWith(pathPrefix) : next === location.pathname;
}
