import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/ui/toasts';
import { SessionProvider } from '../lib/session/session-context';
import { RuntimeConfigProvider } from '../lib/runtime-config-context';
import type { RuntimeConfig } from '../lib/runtime-config';
import { createQueryClient } from './query-client';

/** Everything the screens rely on: runtime config, server-data cache, toasts, Cognito session, router. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider>
            <BrowserRouter>{children}</BrowserRouter>
          </SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
