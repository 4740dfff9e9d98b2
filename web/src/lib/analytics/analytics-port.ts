import type { UsageEvent } from '@domain/analytics/usage-event';

/**
 * The one analytics port of the web app: the screens hand it usage events (domain/analytics/usage-event.ts, which
 * carry no personal data) and never learn where they go. Recording never fails a screen: an adapter that cannot
 * deliver drops the event.
 */
export interface AnalyticsPort {
  record(event: UsageEvent): void;
}
