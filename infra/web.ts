import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Fn, Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '@web/lib/runtime-config';
import {
  connectSources,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
  securityHeaders,
  type ConnectEndpoints,
} from './security-headers';
import { UsageAnalytics, usageAnalyticsOrigins } from './usage-analytics';

/** Raised at synth time when the web build is missing. */
export class WebBuildMissingError extends Error {
  constructor(distPath: string) {
    super(`No web build at ${distPath} (index.html missing): run \`npm run build:web\` before \`cdk synth\`.`);
    this.name = 'WebBuildMissingError';
  }
}

export interface WebProps {
  /** The Vite build (web/dist), holding index.html. */
  distPath: string;
  /**
   * Written as /config.json at deploy time (ARCHITECTURE.md practice 5; web/src/lib/runtime-config.ts), with the
   * usage analytics' app monitor added (`rum`).
   */
  runtimeConfig: Omit<RuntimeConfig, 'rum'>;
  /**
   * The endpoints the app connects to, for the Content-Security-Policy: each address only needs its origin, so
   * give ones that do not refer to API stages (a stage depends on the functions, which depend on the distribution).
   */
  connect: ConnectEndpoints;
  /** Where the CDN's standard logs and the web bucket's access logs go (under cdn/ and web-bucket/). */
  accessLogs: IBucket;
  /**
   * ARN of the CLOUDFRONT-scope web ACL (infra/edge-firewall-stack.ts, us-east-1) guarding the distribution;
   * none when the edge firewall is not deployed yet.
   */
  webAclArn?: string;
}

/** CDK context key of the edge firewall's web ACL ARN (`-c radar:cdnWebAclArn=arn:aws:wafv2:us-east-1:...`). */
export const CDN_WEB_ACL_CONTEXT = 'radar:cdnWebAclArn';

/** An address's origin, also when it is a deploy-time token: the first and third '/'-separated parts. */
function deployTimeOriginOf(url: string): string {
  if (!Token.isUnresolved(url)) return new URL(url).origin;
  const parts = Fn.split('/', url);
  return Fn.join('', [Fn.select(0, parts), '//', Fn.select(2, parts)]);
}

/** A label of the web build for the usage events: the start of its index.html's hash (which names every asset's). */
function buildVersion(distPath: string): string {
  return createHash('sha256')
    .update(readFileSync(join(distPath, 'index.html')))
    .digest('hex')
    .slice(0, 12);
}

/**
 * CloudFront's response headers policy carrying {@link securityHeaders} (infra/security-headers.ts), the same
 * headers the local static host sends; each overrides whatever the origin sent.
 */
function securityHeadersPolicy(scope: Construct, connect: ConnectEndpoints): cloudfront.ResponseHeadersPolicy {
  const headers = securityHeaders([
    ...connectSources(connect, deployTimeOriginOf),
    ...usageAnalyticsOrigins(connect.region),
  ]);
  return new cloudfront.ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Radar Cesiones: CSP, HSTS, nosniff, frame and referrer policies (infra/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: headers['content-security-policy']!, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: FRAME_OPTIONS as cloudfront.HeadersFrameOption, override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy, override: true },
    },
  });
}

/**
 * Acknowledges the cdk-nag findings of CDK's BucketDeployment function (a singleton at the stack's root that
 * copies the build from the CDK assets bucket into `bucket`): its runtime, policy and grants are aws-cdk-lib's.
 */
function acknowledgeDeploymentFunction(bucket: Bucket): void {
  const stack = Stack.of(bucket);
  const bucketId = stack.getLogicalId(bucket.node.defaultChild as CfnElement);
  const reason =
    "CDK's BucketDeployment function, whose runtime and grants aws-cdk-lib chooses: it copies the build from the CDK assets bucket into the web bucket";
  const findings = [
    'AwsSolutions-L1',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    ...[
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      'Resource::*',
    ].map((f) => `AwsSolutions-IAM5[${f}]`),
    'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
    `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
  ];
  for (const provider of stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  )) {
    Validations.of(provider).acknowledge(...findings.map((id) => ({ id, reason })));
  }
}

/**
 * The SPA: a private bucket served by CloudFront through origin access control, filled with the web build plus
 * the deploy-time config.json; unknown paths answer index.html so client-side routes load. Its usage events go to a
 * CloudWatch RUM app monitor (infra/usage-analytics.ts), whose origins the CSP admits. The distribution and the
 * bucket log to `accessLogs`; with `webAclArn` the edge firewall's rate rule guards the distribution.
 * @throws WebBuildMissingError when distPath has no index.html.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployment: BucketDeployment;
  /** The CloudWatch RUM app monitor of the app's usage events. */
  readonly analytics: UsageAnalytics;
  /** The security headers every answer carries (infra/security-headers.ts). */
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    if (!existsSync(join(props.distPath, 'index.html'))) throw new WebBuildMissingError(props.distPath);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web-bucket/',
    });
    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const spaFallback = (httpStatus: number): cloudfront.ErrorResponse => ({
      httpStatus,
      responseHttpStatus: 200,
      responsePagePath: '/index.html',
      ttl: Duration.seconds(0),
    });
    this.headersPolicy = securityHeadersPolicy(this, props.connect);
    const responseHeadersPolicy = this.headersPolicy;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy,
      },
      additionalBehaviors: {
        '/config.json': {
          origin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          responseHeadersPolicy,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        },
      },
      errorResponses: [spaFallback(403), spaFallback(404)],
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cdn/',
      webAclId: props.webAclArn,
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR4',
        reason:
          "The app is served on CloudFront's default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; a custom domain's certificate would take TLSv1.2_2021",
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The platform serves Chilean factorings whose staff travel; no country is refused',
      },
    );
    const analytics = (this.analytics = new UsageAnalytics(this, 'UsageAnalytics', {
      domain: this.distribution.distributionDomainName,
      appVersion: buildVersion(props.distPath),
    }));
    const runtimeConfig: RuntimeConfig = { ...props.runtimeConfig, rum: analytics.settings };
    this.deployment = new BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [Source.asset(props.distPath), Source.jsonData('config.json', runtimeConfig)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: `The edge firewall (infra/edge-firewall-stack.ts) is deployed in us-east-1 and attached through ${CDN_WEB_ACL_CONTEXT}`,
      });
    }
    acknowledgeDeploymentFunction(this.bucket);
  }

  /** https:// address of the app. */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
