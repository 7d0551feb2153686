// /gallery (product.md section 2 "Gallery page"): a heading and the photo grid, 24 photos a page with the
// shared page links (?page=N) when there are more, and 'Loading…' while a client navigation loads.
import type { Route } from './+types/route.ts';
import { data, useLoaderData } from 'react-router';

import { endpoints, browserApiReader, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ListScreen } from '#web/components/list-screen/list-screen.tsx';
import { listStatus, loadPage } from '#web/lib/list/load-list.ts';
import { readPage } from '#web/lib/list/page-param.ts';
import { GalleryGrid } from './gallery-grid.tsx';
import { GALLERY_PAGE_SIZE } from './viewer-index.ts';
import { hydrateHandle } from '#web/lib/hydration/route-hydrates.ts';

const load = (read: ApiRead, url: string) =>
  loadPage(read, endpoints.gallery, readPage(url), GALLERY_PAGE_SIZE);

// The page's screen needs script (ADR 030).
export const handle = hydrateHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await load(serverApiReader(context), request.url);
  return data(result, { status: listStatus(result) });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(browserApiReader(), request.url);
}

export default function GalleryPage() {
  const result = useLoaderData<typeof clientLoader>();
  const { t } = useI18n();
  const heading = t('pages.gallery.title');
  return (
    <ListScreen
      result={result}
      heading={heading}
      intro={t('pages.gallery.intro')}
      description={t('pages.gallery.description')}
      listName={heading}
      errorText="controls.failed_to_load"
      loadingText={t('controls.loading')}
    >
      {(list, loading) => (
        <GalleryGrid
          // A new page starts with the viewer closed.
          key={list.page}
          images={list.data}
          label={t('pages.gallery.list')}
          className={`transition-opacity ${loading ? 'opacity-60' : ''}`}
        />
      )}
    </ListScreen>
  );
}
