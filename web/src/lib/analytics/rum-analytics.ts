import type { UsageEvent } from '@domain/analytics/usage-event';
import { rumDataPlaneOrigin, type RumSettings } from '@web/lib/runtime-config';
import type { AnalyticsPort } from './analytics-port';

/** What the adapter needs of the CloudWatch RUM web client (aws-rum-web's AwsRum). */
export interface RumClient {
  recordEvent(eventType: string, eventData: object): void;
}

/**
 * The CloudWatch RUM web client (aws-rum-web) for the app monitor of `settings`, loaded on first use as a chunk of the
 * app's own build (the Content-Security-Policy admits no third-party script). Only custom events are recorded: no
 * telemetry, no cookies and no automatic page views, since a page's address can hold a client's RUT.
 */
export async function loadRumClient(settings: RumSettings): Promise<RumClient> {
  const { AwsRum } = await import('aws-rum-web');
  return new AwsRum(settings.appMonitorId, settings.appVersion, settings.region, {
    sessionSampleRate: 1,
    identityPoolId: settings.identityPoolId,
    guestRoleArn: settings.guestRoleArn,
    endpoint: rumDataPlaneOrigin(settings.region),
    telemetries: [],
    allowCookies: false,
    enableXRay: false,
    disableAutoPageView: true,
  });
}

/**
 * The analytics adapter on AWS: each usage event goes to the CloudWatch RUM app monitor of `settings` as a custom
 * event of type 'radar.{name}' whose data is the event itself (no personal data, domain/analytics/usage-event.ts).
 * The client is loaded once, at the first event; events recorded meanwhile wait for it, in order. A client that
 * fails to load drops the events (the port never fails a screen).
 * @param load how the client is had ({@link loadRumClient} by default).
 */
export function rumAnalytics(
  settings: RumSettings,
  load: (settings: RumSettings) => Promise<RumClient> = loadRumClient,
): AnalyticsPort {
  let client: Promise<RumClient | null> | null = null;
  return {
    record(event: UsageEvent) {
      client ??= load(settings).catch(() => null);
      void client.then((loaded) => loaded?.recordEvent(`radar.${event.name}`, event));
    },
  };
}
