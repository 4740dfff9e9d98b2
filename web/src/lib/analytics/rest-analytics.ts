import type { UsageEvent } from '@domain/analytics/usage-event';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import type { AnalyticsPort } from './analytics-port';

/**
 * The analytics adapter where CloudWatch RUM is not configured (local mode): POST {restUrl}/api/eventos-uso, which
 * writes the event to the server's log and keeps the recent ones for the administrator (GET /api/eventos-uso). A failed
 * call is dropped: analytics never interrupt the analyst.
 */
export function restAnalytics(restUrl: string): AnalyticsPort {
  return {
    record(event: UsageEvent) {
      restJson(restEndpoint(restUrl, 'api/eventos-uso'), { method: 'POST', body: event }).catch(() => undefined);
    },
  };
}
