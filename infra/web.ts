import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Fn, Token } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../web/src/lib/runtime-config';
import { connectSources, FRAME_OPTIONS, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY, securityHeaders, type ConnectEndpoints } from './security-headers';

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
  /** Written as /config.json at deploy time (ARCHITECTURE.md practice 5; web/src/lib/runtime-config.ts). */
  runtimeConfig: RuntimeConfig;
  /**
   * The endpoints the app connects to, for the Content-Security-Policy: each address only needs its origin, so
   * give ones that do not refer to API stages (a stage depends on the functions, which depend on the distribution).
   */
  connect: ConnectEndpoints;
}

/** An address's origin, also when it is a deploy-time token: the first and third '/'-separated parts. */
function deployTimeOriginOf(url: string): string {
  if (!Token.isUnresolved(url)) return new URL(url).origin;
  const parts = Fn.split('/', url);
  return Fn.join('', [Fn.select(0, parts), '//', Fn.select(2, parts)]);
}

/**
 * CloudFront's response headers policy carrying {@link securityHeaders} (infra/security-headers.ts), the same
 * headers the local static host sends; each overrides whatever the origin sent.
 */
function securityHeadersPolicy(scope: Construct, connect: ConnectEndpoints): cloudfront.ResponseHeadersPolicy {
  const headers = securityHeaders(connectSources(connect, deployTimeOriginOf));
  return new cloudfront.ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Radar Cesiones: CSP, HSTS, nosniff, frame and referrer policies (infra/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: headers['content-security-policy']!, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: FRAME_OPTIONS as cloudfront.HeadersFrameOption, override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy, override: true },
    },
  });
}

/**
 * The SPA: a private bucket served by CloudFront through origin access control, filled with the web build plus
 * the deploy-time config.json; unknown paths answer index.html so client-side routes load.
 * @throws WebBuildMissingError when distPath has no index.html.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployment: BucketDeployment;
  /** The security headers every answer carries (infra/security-headers.ts). */
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    if (!existsSync(join(props.distPath, 'index.html'))) throw new WebBuildMissingError(props.distPath);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
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
      defaultBehavior: { origin, viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS, responseHeadersPolicy },
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
    });
    this.deployment = new BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [Source.asset(props.distPath), Source.jsonData('config.json', props.runtimeConfig)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
  }

  /** https:// address of the app. */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
