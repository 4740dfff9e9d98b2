import { vi } from 'vitest';

/** A request the stubbed fetch received. */
export interface FetchCall {
  url: string;
  init: RequestInit;
}

/**
 * Stubs the global fetch (vi.stubGlobal: undo it with vi.unstubAllGlobals) so that every request is answered with
 * `body` as JSON and `status`, and pushed to `calls`. @returns `calls`.
 */
export function answerFetch(status: number, body: unknown, calls: FetchCall[] = []): FetchCall[] {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  });
  return calls;
}
