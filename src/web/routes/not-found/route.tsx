import { data } from 'react-router';
import { NotFoundScreen } from '#web/components/not-found/not-found-screen.tsx';

// Any unknown path: HTTP 404 with a full page (product.md section 2). The server logs the path.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
