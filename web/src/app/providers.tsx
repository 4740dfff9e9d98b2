import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/ui/toasts';
import { SessionProvider } from '../lib/session/session-context';
import { RuntimeConfigProvider } from '../lib/runtime-config-context';
import type { RuntimeConfig } from '../lib/runtime-config';
import { createQueryClient } from './query-client';

/**
 * Everything the screens rely on: runtime config, server-data cache, toasts, Cognito session, and the router, which
 * renders the screens (`router`, made once by createAppRouter).
 */
export function AppProviders({ config, router }: { config: RuntimeConfig; router: DataRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
