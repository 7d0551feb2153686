// The data functions of an item's page route, made from its endpoint (shared/contract/endpoints.ts).
import type { RouterContextProvider } from 'react-router';
import { useLocation } from 'react-router';
import { browserApiReader, serverApiReader, type ApiQuery } from '../api/api-reader.ts';
import { usePublicUrl } from '../layout/use-layout-data.ts';
import { itemResponse, loadItem } from './load-item.ts';

interface LoaderArgs {
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

export const serverItemLoader =
  <Answer>(query: (id: number) => ApiQuery<Answer>) =>
  async ({ context, params }: LoaderArgs) =>
    itemResponse(await loadItem(serverApiReader(context), params.id, query));

export const browserItemLoader =
  <Answer>(query: (id: number) => ApiQuery<Answer>) =>
  async ({ params }: { params: { id?: string } }) =>
    loadItem(browserApiReader(), params.id, query);

/** This page's absolute address (PUBLIC_URL and the path), for sharing. */
export function usePageUrl(): string {
  return `${usePublicUrl()}${useLocation().pathname}`;
}
