import { Match } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
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
