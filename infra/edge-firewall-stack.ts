import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { API_LIMITS } from './api-limits';
import { RateLimitedWebAcl } from './rate-limited-web-acl';

/**
 * The CDN's firewall: a CLOUDFRONT-scope web ACL, which AWS only accepts in us-east-1, so it lives in this small
 * stack of its own (deploy it with `env.region` us-east-1) instead of the platform's regional stack. Its output
 * `CdnWebAclArn` is handed to the platform stack as the context value `radar:cdnWebAclArn` (infra/web.ts).
 */
export class EdgeFirewallStack extends Stack {
  readonly firewall: RateLimitedWebAcl;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.firewall = new RateLimitedWebAcl(this, 'CdnFirewall', {
      scope: 'CLOUDFRONT',
      requestsPerAddress: API_LIMITS.cdnRequestsPerAddress,
    });
    new CfnOutput(this, 'CdnWebAclArn', { value: this.firewall.acl.attrArn });
  }
}
