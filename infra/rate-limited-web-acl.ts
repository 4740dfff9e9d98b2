import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface RateLimitedWebAclProps {
  /** 'REGIONAL' for API Gateway and AppSync, 'CLOUDFRONT' for a distribution (created in us-east-1 only). */
  scope: 'REGIONAL' | 'CLOUDFRONT';
  /** Requests one client address may make in any 5 minutes before WAF blocks it (AWS minimum 10). */
  requestsPerAddress: number;
  /** Regional resources the ACL protects (a REST API stage's ARN, a GraphQL API's ARN). */
  resourceArns?: readonly string[];
}

/**
 * A WAF web ACL that allows by default and blocks a client address (answer 429) once it passes
 * `requestsPerAddress` requests in 5 minutes, with CloudWatch metrics and sampled requests on, associated with
 * each of `resourceArns`.
 */
export class RateLimitedWebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: RateLimitedWebAclProps) {
    super(scope, id);
    const metricName = `${id}RatePerAddress`;
    this.acl = new CfnWebACL(this, 'Acl', {
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `${id}Acl` },
      customResponseBodies: { 'too-many': { contentType: 'TEXT_PLAIN', content: 'Demasiadas solicitudes' } },
      rules: [
        {
          name: 'rate-per-address',
          priority: 0,
          statement: {
            rateBasedStatement: { limit: props.requestsPerAddress, aggregateKeyType: 'IP', evaluationWindowSec: 300 },
          },
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'too-many' } } },
          visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName },
        },
      ],
    });
    (props.resourceArns ?? []).forEach((resourceArn, index) => {
      new CfnWebACLAssociation(this, `Association${index}`, { resourceArn, webAclArn: this.acl.attrArn });
    });
  }
}
