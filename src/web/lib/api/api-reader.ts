// One way to read the API from a route's data function, whichever side runs it:
// on the server through the in-process call (requestInfoContext), in the browser through fetch,
// with TanStack Query as the cache (product.md section 7: fresh for 5 minutes, no refetch on focus).
// The first page comes whole in the server's HTML, so the cache is only needed from the first client
// navigation on: its code (TanStack's query-core) is loaded then, not on the first page load.
import type { QueryClient } from '@tanstack/query-core';
import type { RouterContextProvider } from 'react-router';
import { queryKeyOf, type ApiQuery } from '#shared/contract/endpoints.ts';
import { apiErrorFromAnswer, ApiError } from './api-error.ts';
import { requestInfoContext } from './request-context.ts';

export type { ApiQuery } from '#shared/contract/endpoints.ts';
export { endpoints } from '#shared/contract/endpoints.ts';

export const FRESH_FOR_MS = 300_000;

export type ApiRead = <T>(query: ApiQuery<T>) => Promise<T>;

export function serverApiReader(context: Readonly<RouterContextProvider>): ApiRead {
  const { callApi } = context.get(requestInfoContext);
  return async <T>(query: ApiQuery<T>) => {
    const answer = await callApi({ method: 'GET', path: `/api${query.path}` });
    if (answer.status >= 400) throw apiErrorFromAnswer(answer.status, answer.body);
    return JSON.parse(answer.body) as T;
  };
}

async function fetchApi<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'same-origin', ...init });
  } catch (error) {
    throw new ApiError(null, error instanceof Error ? error.message : 'Unknown error');
  }
  const body = await response.text();
  if (!response.ok) throw apiErrorFromAnswer(response.status, body);
  return JSON.parse(body) as T;
}

let browserQueryClient: Promise<QueryClient> | undefined;

export async function createQueryClient(): Promise<QueryClient> {
  const { QueryClient } = await import('@tanstack/query-core');
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_FOR_MS, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** The browser's one cache (a server render never shares a client between visitors). */
export function getBrowserQueryClient(): Promise<QueryClient> {
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

export function browserApiReader(client: Promise<QueryClient> = getBrowserQueryClient()): ApiRead {
  return async <T>(query: ApiQuery<T>) =>
    (await client).fetchQuery({
      queryKey: queryKeyOf(query),
      queryFn: () => fetchApi<T>(query.path),
      staleTime: FRESH_FOR_MS,
    });
}
