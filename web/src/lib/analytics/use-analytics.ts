import { useMemo } from 'react';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import type { AnalyticsPort } from './analytics-port';
import { restAnalytics } from './rest-analytics';
import { rumAnalytics } from './rum-analytics';

/**
 * The analytics port of this deployment: CloudWatch RUM when config.json names an app monitor (`rum`), otherwise the
 * REST adapter (the server's log; local mode).
 */
export function useAnalytics(): AnalyticsPort {
  const config = useRuntimeConfig();
  return useMemo(() => (config.rum ? rumAnalytics(config.rum) : restAnalytics(config.restUrl)), [config]);
}
