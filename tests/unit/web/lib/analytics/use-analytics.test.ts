import { describe, expect, it } from 'vitest';
import { analyticsPortFor } from '@web/lib/analytics/use-analytics';
import type { RuntimeConfig } from '@web/lib/runtime-config';

const LOCAL: RuntimeConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_local',
  userPoolClientId: 'local-client',
  authFlowType: 'USER_PASSWORD_AUTH',
  graphqlUrl: 'http://localhost:4000/graphql',
  restUrl: 'http://localhost:4000/rest',
  websocketUrl: 'ws://localhost:4000/ws',
};

const WITH_RUM: RuntimeConfig = {
  ...LOCAL,
  rum: {
    appMonitorId: '0c4e1f3a-0000-4000-8000-000000000001',
    region: 'us-east-1',
    identityPoolId: 'us-east-1:00000000-0000-4000-8000-000000000002',
    guestRoleArn: 'arn:aws:iam::123456789012:role/RumGuest',
    appVersion: '1.0.0',
  },
};

describe('the analytics port of a configuration', () => {
  it('is one port shared by every screen that records, so the RUM client is started once per page', () => {
    expect(analyticsPortFor(WITH_RUM)).toBe(analyticsPortFor(WITH_RUM));
    expect(analyticsPortFor(LOCAL)).toBe(analyticsPortFor(LOCAL));
    expect(analyticsPortFor(LOCAL)).not.toBe(analyticsPortFor(WITH_RUM));
  });
});
