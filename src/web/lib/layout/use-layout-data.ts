import { useRouteLoaderData } from 'react-router';
import { emptyLayoutData, type LayoutData } from './layout-data.ts';

/** The shell's data from the root loader; empty menus when the root loader failed (error screen). */
export function useLayoutData(): LayoutData {
  const root = useRouteLoaderData<{ layout?: LayoutData }>('root');
  return root?.layout ?? emptyLayoutData;
}
