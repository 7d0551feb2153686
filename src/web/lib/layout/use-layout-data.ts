import { useRouteLoaderData } from 'react-router';
import { emptyLayoutData, type LayoutData } from './layout-data.ts';

/** The site's public origin (PUBLIC_URL) from the root loader; this page's origin if it failed. */
export function usePublicUrl(): string {
  const root = useRouteLoaderData<{ publicUrl?: string }>('root');
  return root?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The shell's data from the root loader; empty menus when the root loader failed (error screen). */
export function useLayoutData(): LayoutData {
  const root = useRouteLoaderData<{ layout?: LayoutData }>('root');
  return root?.layout ?? emptyLayoutData;
}
