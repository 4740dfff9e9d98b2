import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildPlatform, logicalId } from './platform-template';

interface Statement {
  Effect: string;
  Principal?: unknown;
  Condition?: { Bool?: Record<string, string> };
}

describe('PlatformStack', () => {
  const { stack, template } = buildPlatform();

  it('keeps every concern in this one stack: no nested stacks', () => {
    template.resourceCountIs('AWS::CloudFormation::Stack', 0);
  });

  it('synthesizes without CDK warnings or errors (deprecations, unsupported settings)', () => {
    Annotations.fromStack(stack).hasNoWarning('*', Match.anyValue());
    Annotations.fromStack(stack).hasNoError('*', Match.anyValue());
  });

  it('exports the addresses and ids a deployment needs', () => {
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining([
        'DocumentsBucket',
        'GraphqlUrl',
        'Region',
        'RestUrl',
        'UserPoolClientId',
        'UserPoolId',
        'WebSocketUrl',
        'WebUrl',
      ]),
    );
    expect(outputs.UserPoolId?.Value).toEqual({ Ref: logicalId(stack.auth.userPool) });
    expect(outputs.GraphqlUrl?.Value).toEqual({ 'Fn::GetAtt': [logicalId(stack.graphql.api), 'GraphQLUrl'] });
  });

  it('lets no bucket be reached without TLS', () => {
    const buckets = Object.keys(template.findResources('AWS::S3::Bucket'));
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy')) as {
      Properties: { Bucket: { Ref: string }; PolicyDocument: { Statement: Statement[] } };
    }[];
    expect(buckets.length).toBe(3);
    for (const bucket of buckets) {
      const statements = policies
        .filter((p) => p.Properties.Bucket.Ref === bucket)
        .flatMap((p) => p.Properties.PolicyDocument.Statement);
      expect(statements, bucket).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('blocks every kind of public access on every bucket', () => {
    for (const [id, bucket] of Object.entries(template.findResources('AWS::S3::Bucket'))) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });
});
