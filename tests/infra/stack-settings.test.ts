import { AwsSolutionsChecks } from 'cdk-nag';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MANAGED_KEY_CONTEXT } from '@infra/data';
import { FIXED_EGRESS_CONTEXT } from '@infra/egress';
import { CDN_WEB_ACL_CONTEXT } from '@infra/web';
import { buildPlatform, identityPolicies, logicalId } from './platform-template';

const CDN_WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/radar-cdn/0123abcd';

/** The stack's optional settings all on at once: customer-managed key, CDN firewall, fixed egress IP. */
describe('stack settings', () => {
  const { app, stack, template } = buildPlatform({
    context: {
      [CUSTOMER_MANAGED_KEY_CONTEXT]: true,
      [CDN_WEB_ACL_CONTEXT]: CDN_WEB_ACL_ARN,
      [FIXED_EGRESS_CONTEXT]: true,
    },
  });
  const keyArn = { 'Fn::GetAtt': [logicalId(stack.data.dataKey!), 'Arn'] };

  it('creates the customer-managed key with yearly rotation, kept when the stack goes', () => {
    template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        EnableKeyRotation: true,
        Description: Match.stringLikeRegexp('documents bucket and the tables'),
      }),
    });
  });

  it('encrypts the documents bucket under it', () => {
    const documents = template.toJSON().Resources[logicalId(stack.data.documents)] as {
      Properties: { BucketEncryption: unknown };
    };
    expect(documents.Properties.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [
        { ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: keyArn }, BucketKeyEnabled: true },
      ],
    });
  });

  it('encrypts every table under it', () => {
    for (const table of Object.values(stack.data.tables)) {
      const resource = template.toJSON().Resources[logicalId(table)] as { Properties: { SSESpecification?: unknown } };
      expect(resource.Properties.SSESpecification, table.node.id).toEqual({
        SSEEnabled: true,
        SSEType: 'KMS',
        KMSMasterKeyId: keyArn,
      });
    }
  });

  it("lets the refresh worker use it for its tables' items and its objects", () => {
    const roleId = logicalId(stack.jobs.refreshWorker.role as never);
    const keyStatements = identityPolicies(template)
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
      .flatMap(
        (policy) =>
          (policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] })
            .Statement,
      )
      .filter((statement) => JSON.stringify(statement.Resource) === JSON.stringify(keyArn))
      .flatMap((statement) => [statement.Action].flat());
    expect(keyStatements).toEqual(expect.arrayContaining(['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey']));
    expect(keyStatements.filter((action) => action.includes('*'))).toEqual([]);
  });

  it('attaches the edge firewall to the distribution', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: CDN_WEB_ACL_ARN }),
    });
  });

  it('passes the AWS Solutions checks with these settings too', () => {
    const report = new AwsSolutionsChecks(app).validateScope(app);
    const errors = report.violations
      .filter((violation) => violation.severity === 'error')
      .flatMap((violation) =>
        violation.violatingResources.map(
          (resource) => `${violation.ruleName} ${(resource as { constructPath?: string }).constructPath}`,
        ),
      );
    expect(errors).toEqual([]);
  });
});
