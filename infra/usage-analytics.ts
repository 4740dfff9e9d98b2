import { Stack, Validations } from 'aws-cdk-lib';
import { CfnIdentityPool, CfnIdentityPoolRoleAttachment } from 'aws-cdk-lib/aws-cognito';
import { FederatedPrincipal, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { Construct } from 'constructs';
import { rumDataPlaneOrigin, type RumSettings } from '@web/lib/runtime-config';

export interface UsageAnalyticsProps {
  /** The host name the app is served on (the distribution's), the only one the app monitor accepts events from. */
  domain: string;
  /** The application version the events carry (config.json's rum.appVersion). */
  appVersion: string;
}

/**
 * The CloudWatch RUM app monitor of the analytics port (web/src/lib/analytics, core-platform and client-detail usage
 * events such as 'carpeta_download'): custom events only (no telemetry, cookies, X-Ray or log copy; the events carry
 * no personal data, domain/analytics/usage-event.ts), put by browsers through an identity pool's guest identities,
 * whose role may do nothing but `rum:PutRumEvents` on this monitor. `settings` goes into config.json.
 */
export class UsageAnalytics extends Construct {
  readonly settings: RumSettings;
  readonly monitor: CfnAppMonitor;
  readonly identityPool: CfnIdentityPool;
  readonly guestRole: Role;

  constructor(scope: Construct, id: string, props: UsageAnalyticsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const identityPool = (this.identityPool = new CfnIdentityPool(this, 'GuestIdentities', {
      allowUnauthenticatedIdentities: true,
      allowClassicFlow: true,
    }));
    Validations.of(identityPool).acknowledge({
      id: 'AwsSolutions-COG7',
      reason:
        "CloudWatch RUM's web client puts events as a guest identity (before and apart from sign-in); the guest role may only put events to this app monitor",
    });
    const monitorName = `${stack.stackName}-uso`;
    const monitorArn = stack.formatArn({ service: 'rum', resource: 'appmonitor', resourceName: monitorName });
    const guestRole = (this.guestRole = new Role(this, 'GuestRole', {
      assumedBy: new FederatedPrincipal(
        'cognito-identity.amazonaws.com',
        {
          StringEquals: { 'cognito-identity.amazonaws.com:aud': identityPool.ref },
          'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'unauthenticated' },
        },
        'sts:AssumeRoleWithWebIdentity',
      ),
      description: 'Browsers of the app: put usage events to its CloudWatch RUM app monitor, nothing else',
    }));
    guestRole.addToPolicy(new PolicyStatement({ actions: ['rum:PutRumEvents'], resources: [monitorArn] }));
    new CfnIdentityPoolRoleAttachment(this, 'GuestRoleAttachment', {
      identityPoolId: identityPool.ref,
      roles: { unauthenticated: guestRole.roleArn },
    });
    const monitor = (this.monitor = new CfnAppMonitor(this, 'AppMonitor', {
      name: monitorName,
      domain: props.domain,
      cwLogEnabled: false,
      customEvents: { status: 'ENABLED' },
      appMonitorConfiguration: {
        allowCookies: false,
        enableXRay: false,
        sessionSampleRate: 1,
        telemetries: [],
        identityPoolId: identityPool.ref,
        guestRoleArn: guestRole.roleArn,
      },
    }));
    this.settings = {
      appMonitorId: monitor.attrId,
      region: stack.region,
      identityPoolId: identityPool.ref,
      guestRoleArn: guestRole.roleArn,
      appVersion: props.appVersion,
    };
  }
}

/**
 * The origins the RUM web client connects to from the browser (its data plane, Cognito identity and STS, the
 * classic flow of a guest role), for the Content-Security-Policy's connect-src.
 */
export function usageAnalyticsOrigins(region: string): string[] {
  return [
    rumDataPlaneOrigin(region),
    `https://cognito-identity.${region}.amazonaws.com`,
    `https://sts.${region}.amazonaws.com`,
  ];
}
