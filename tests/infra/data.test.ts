import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SII_RAW_RETENTION_CONTEXT } from '@infra/data';
import { ANSWER_ARCHIVE_PREFIX } from '@lambdas/sii/web/s3-answer-archive';
import { TABLES, type KeyDefinition } from '@lambdas/store/tables';
import { buildPlatform } from './platform-template';

const keySchema = (partition: KeyDefinition, sort?: KeyDefinition) => [
  { AttributeName: partition.name, KeyType: 'HASH' },
  ...(sort ? [{ AttributeName: sort.name, KeyType: 'RANGE' }] : []),
];

describe('Data', () => {
  const { template } = buildPlatform();

  it('creates exactly one table per definition of lambdas/store/tables.ts', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', Object.keys(TABLES).length);
  });

  it.each(Object.entries(TABLES))(
    'creates %s with its keys and indexes, on demand, with PITR, retained',
    (_, table) => {
      template.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: {
          KeySchema: keySchema(table.partitionKey, table.sortKey),
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          TimeToLiveSpecification: table.timeToLiveAttribute
            ? { AttributeName: table.timeToLiveAttribute, Enabled: true }
            : Match.absent(),
          GlobalSecondaryIndexes:
            table.globalSecondaryIndexes.length === 0
              ? Match.absent()
              : table.globalSecondaryIndexes.map((index) =>
                  Match.objectLike({
                    IndexName: index.indexName,
                    KeySchema: keySchema(index.partitionKey, index.sortKey),
                    Projection: { ProjectionType: 'ALL' },
                  }),
                ),
        },
      });
    },
  );

  it('keeps the documents bucket private, encrypted and retained', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      }),
    });
  });
});

describe('Data: retention of the raw SII answers', () => {
  /** The documents bucket's lifecycle rule over the answer archive, in a stack built with `context`. */
  const siiRawRule = (context?: Record<string, unknown>) => {
    const { template } = buildPlatform({ context });
    const buckets = Object.values(template.findResources('AWS::S3::Bucket')) as {
      Properties: { LifecycleConfiguration?: { Rules: Record<string, unknown>[] } };
    }[];
    return buckets
      .flatMap((bucket) => bucket.Properties.LifecycleConfiguration?.Rules ?? [])
      .filter((rule) => rule.Prefix === ANSWER_ARCHIVE_PREFIX);
  };

  it('expires every answer under the archive prefix after 400 days by default, older versions a day later', () => {
    expect(siiRawRule()).toEqual([
      {
        Id: 'expire-sii-raw',
        Prefix: 'sii-raw/',
        Status: 'Enabled',
        ExpirationInDays: 400,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      },
    ]);
  });

  it(`takes the retention from the ${SII_RAW_RETENTION_CONTEXT} context and refuses one that is not whole days`, () => {
    expect(siiRawRule({ [SII_RAW_RETENTION_CONTEXT]: '730' })[0]).toMatchObject({ ExpirationInDays: 730 });
    expect(() => buildPlatform({ context: { [SII_RAW_RETENTION_CONTEXT]: '0' } })).toThrow(SII_RAW_RETENTION_CONTEXT);
  });
});
