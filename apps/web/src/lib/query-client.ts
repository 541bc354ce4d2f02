import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const MAX_RETRIES = 2;

/**
 * A query's `meta` for data a server render must not fetch (issue 14): the page is rendered
 * without it and the browser asks for it once it has taken over.
 */
export const BROWSER_ONLY = { browserOnly: true } as const;

export const isBrowserOnly = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.browserOnly === true;

/** A client error (4xx) will fail the same way again; only network and server failures are retried. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
