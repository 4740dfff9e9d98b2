import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLES, type KeyDefinition, type LogicalTableName } from '../lambdas/store/tables';

/** A key of lambdas/store/tables.ts as a CDK attribute. */
function toAttribute(key: KeyDefinition): Attribute {
  return { name: key.name, type: key.type === 'N' ? AttributeType.NUMBER : AttributeType.STRING };
}

/**
 * The platform's stored data: one DynamoDB table per definition of lambdas/store/tables.ts (the same module local
 * mode reads; ARCHITECTURE.md practice 4), on demand, with point-in-time recovery, kept when the stack goes; and the
 * `documents` bucket (AEC XML byte-identical to the SII's, PDFs, per-client SQLite files) that only TLS reaches.
 */
export class Data extends Construct {
  readonly tables: Record<LogicalTableName, Table>;
  readonly documents: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const entries = (Object.keys(TABLES) as LogicalTableName[]).map((name) => {
      const definition = TABLES[name];
      const table = new Table(this, `${name}Table`, {
        partitionKey: toAttribute(definition.partitionKey),
        sortKey: definition.sortKey && toAttribute(definition.sortKey),
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        timeToLiveAttribute: definition.timeToLiveAttribute,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      for (const index of definition.globalSecondaryIndexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.indexName,
          partitionKey: toAttribute(index.partitionKey),
          sortKey: index.sortKey && toAttribute(index.sortKey),
        });
      }
      return [name, table] as const;
    });
    this.tables = Object.fromEntries(entries) as Record<LogicalTableName, Table>;

    this.documents = new Bucket(this, 'Documents', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // The browser fetches client databases and AEC files through pre-signed URLs.
      cors: [{ allowedMethods: [HttpMethods.GET, HttpMethods.HEAD], allowedOrigins: ['*'], allowedHeaders: ['*'], exposedHeaders: ['ETag', 'Content-Length'] }],
    });
  }
}
