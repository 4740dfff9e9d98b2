import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Transport failures are retried once; answers the server gave on purpose (errorType set) are not. */
function shouldRetry(failureCount: number, error: Error): boolean {
  return failureCount < 1 && !(error instanceof ApiError && error.code !== null);
}

/** The app's TanStack Query client (ARCHITECTURE.md practice 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
  });
}
