import type { RuntimeConfig } from '@web/lib/runtime-config';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import type { AnalyticsPort } from './analytics-port';
import { restAnalytics } from './rest-analytics';
import { rumAnalytics } from './rum-analytics';

const ports = new WeakMap<RuntimeConfig, AnalyticsPort>();

/**
 * The analytics port of a deployment's configuration: CloudWatch RUM when config.json names an app monitor (`rum`),
 * otherwise the REST adapter (the server's log; local mode). One port per configuration (read once at boot), so every
 * screen shares it and the RUM web client is loaded and started once per page, not once per component that records.
 */
export function analyticsPortFor(config: RuntimeConfig): AnalyticsPort {
  let port = ports.get(config);
  if (!port) {
    port = config.rum ? rumAnalytics(config.rum) : restAnalytics(config.restUrl);
    ports.set(config, port);
  }
  return port;
}

/** The analytics port of this deployment ({@link analyticsPortFor} of the runtime configuration). */
export function useAnalytics(): AnalyticsPort {
  return analyticsPortFor(useRuntimeConfig());
}
