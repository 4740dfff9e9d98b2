import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A component rendered into the jsdom document: its container and how to remove it. */
export interface Rendered {
  container: HTMLDivElement;
  unmount(): void;
}

/** Lets pending fetches, queries and React's updates settle. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * Renders `element` into a new container of the jsdom document (a test file with `// @vitest-environment jsdom`),
 * inside a fresh TanStack Query client that never retries, and lets it settle.
 */
export async function renderWithQueries(element: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => root.render(<QueryClientProvider client={client}>{element}</QueryClientProvider>));
  await settle();
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
