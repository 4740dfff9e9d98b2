import type { UsageEvent } from '@domain/analytics/usage-event';
import type { RumSettings } from '@web/lib/runtime-config';
import type { AnalyticsPort } from './analytics-port';

/** The command function the CloudWatch RUM web client installs as `window.cwr`. */
type RumCommand = (command: string, payload?: unknown) => void;

interface RumWindow {
  cwr?: RumCommand;
  AwsRumClient?: unknown;
}

/**
 * Installs the CloudWatch RUM web client as its documented loader does: a command queue as `window.cwr` (commands
 * given before the script arrives wait in it) and the client script from `settings.clientUrl`. Only custom events are
 * recorded: no telemetry, no cookies and no automatic page views, since a page's address can hold a client's RUT.
 */
function installRumClient(settings: RumSettings, target: RumWindow & Window): RumCommand {
  if (target.cwr) return target.cwr;
  const queue: { c: string; p: unknown }[] = [];
  target.AwsRumClient = {
    q: queue,
    n: 'cwr',
    i: settings.appMonitorId,
    v: settings.appVersion,
    r: settings.region,
    c: {
      sessionSampleRate: 1,
      identityPoolId: settings.identityPoolId,
      guestRoleArn: settings.guestRoleArn,
      endpoint: `https://dataplane.rum.${settings.region}.amazonaws.com`,
      telemetries: [],
      allowCookies: false,
      enableXRay: false,
      disableAutoPageView: true,
    },
  };
  target.cwr = (command, payload) => void queue.push({ c: command, p: payload });
  const script = target.document.createElement('script');
  script.async = true;
  script.src = settings.clientUrl;
  target.document.head.appendChild(script);
  return target.cwr;
}

/**
 * The analytics adapter on AWS: each usage event goes to the CloudWatch RUM app monitor of `settings` as a custom
 * event of type 'radar.{name}' whose data is the event itself (no personal data, domain/analytics/usage-event.ts).
 * @param target the window to install the client in (the browser's by default).
 */
export function rumAnalytics(settings: RumSettings, target: Window = window): AnalyticsPort {
  return {
    record(event: UsageEvent) {
      const cwr = installRumClient(settings, target);
      cwr('recordEvent', { type: `radar.${event.name}`, data: event });
    },
  };
}
