import { describe, expect, it, vi } from 'vitest';
import { litigantsLoadedEvent } from '@domain/analytics/usage-event';
import { rumAnalytics, type RumClient } from '@web/lib/analytics/rum-analytics';
import type { RumSettings } from '@web/lib/runtime-config';

const SETTINGS: RumSettings = {
  appMonitorId: '0c4e1f3a-0000-4000-8000-000000000001',
  region: 'us-east-1',
  identityPoolId: 'us-east-1:00000000-0000-4000-8000-000000000002',
  guestRoleArn: 'arn:aws:iam::123456789012:role/RumGuest',
  appVersion: '1.0.0',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the CloudWatch RUM analytics adapter', () => {
  it('loads the RUM client once, at the first event, and records each event in order as a custom event', async () => {
    const recorded: [string, object][] = [];
    const client: RumClient = { recordEvent: (type, data) => void recorded.push([type, data]) };
    const load = vi.fn(async () => client);
    const analytics = rumAnalytics(SETTINGS, load);
    expect(load).not.toHaveBeenCalled();

    analytics.record(litigantsLoadedEvent([{}, {}]));
    analytics.record(litigantsLoadedEvent([]));
    await settle();

    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(SETTINGS);
    expect(recorded).toEqual([
      ['radar.litigantes_cargados', { name: 'litigantes_cargados', tab: 'poderJudicial', count: 2 }],
      ['radar.litigantes_cargados', { name: 'litigantes_cargados', tab: 'poderJudicial', count: 0 }],
    ]);
  });

  it('drops the events when the client cannot be loaded, without failing the screen', async () => {
    const load = vi.fn(async (): Promise<RumClient> => {
      throw new Error('blocked');
    });
    const analytics = rumAnalytics(SETTINGS, load);
    expect(() => analytics.record(litigantsLoadedEvent([]))).not.toThrow();
    analytics.record(litigantsLoadedEvent([{}]));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
