import { describe, expect, it } from 'vitest';
import { litigantsLoadedEvent } from '@domain/analytics/usage-event';
import { rumAnalytics } from '@web/lib/analytics/rum-analytics';
import type { RumSettings } from '@web/lib/runtime-config';

const SETTINGS: RumSettings = {
  appMonitorId: '0c4e1f3a-0000-4000-8000-000000000001',
  region: 'us-east-1',
  identityPoolId: 'us-east-1:00000000-0000-4000-8000-000000000002',
  guestRoleArn: 'arn:aws:iam::123456789012:role/RumGuest',
  appVersion: '1.0.0',
  clientUrl: 'https://client.rum.us-east-1.amazonaws.com/1.x/cwr.js',
};

/** A window with just what the RUM loader touches: the document's head, where the client script goes. */
function fakeWindow() {
  const scripts: { src: string; async: boolean }[] = [];
  const target = {
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (script: { src: string; async: boolean }) => void scripts.push(script) },
    },
  } as unknown as Window & { AwsRumClient?: { q: { c: string; p: unknown }[]; c: Record<string, unknown> } };
  return { target, scripts };
}

describe('the CloudWatch RUM analytics adapter', () => {
  it('loads the RUM client once, without page views or cookies, and queues each event as a custom event', () => {
    const { target, scripts } = fakeWindow();
    const analytics = rumAnalytics(SETTINGS, target);
    analytics.record(litigantsLoadedEvent([{}, {}]));
    analytics.record(litigantsLoadedEvent([]));
    expect(scripts).toEqual([{ src: SETTINGS.clientUrl, async: true }]);
    expect(target.AwsRumClient?.c).toMatchObject({
      telemetries: [],
      allowCookies: false,
      disableAutoPageView: true,
      identityPoolId: SETTINGS.identityPoolId,
    });
    expect(target.AwsRumClient?.q).toEqual([
      {
        c: 'recordEvent',
        p: { type: 'radar.litigantes_cargados', data: { name: 'litigantes_cargados', tab: 'poderJudicial', count: 2 } },
      },
      {
        c: 'recordEvent',
        p: { type: 'radar.litigantes_cargados', data: { name: 'litigantes_cargados', tab: 'poderJudicial', count: 0 } },
      },
    ]);
  });
});
