// The signed-in staff member, read by the screens inside the staff layout (layout/route.tsx loads it
// once for all of them). Here, not in the layout, so that screens never import another screen.
import { useRouteLoaderData } from 'react-router';
import type { Me } from '#shared/contract/admin/staff.ts';

/** The layout route's id (React Router names a route by its file: admin/layout/route.tsx). */
const LAYOUT_ROUTE_ID = 'admin/layout/route';

export function useMe(): Me {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as { me: Me } | undefined;
  if (!data) throw new Error('useMe outside the staff layout');
  return data.me;
}
