import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  Table,
  TableEncryption,
  type Attribute,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ANSWER_ARCHIVE_PREFIX } from '@lambdas/sii/web/s3-answer-archive';
import { TABLES, type KeyDefinition, type LogicalTableName, type TableDefinition } from '@lambdas/store/tables';

/** The documents bucket's objects of the raw SII answer archive, as IAM grants name them. */
export const SII_RAW_OBJECTS = `${ANSWER_ARCHIVE_PREFIX}*`;

/**
 * CDK context key of the customer-managed key setting (`-c radar:customerManagedKey=true`): the documents bucket and
 * every table are encrypted under a KMS key of the stack instead of AWS-owned keys. Off by default.
 */
export const CUSTOMER_MANAGED_KEY_CONTEXT = 'radar:customerManagedKey';

/**
 * Object prefixes of the documents bucket that only exist to be downloaded once, or are rebuilt on demand: AEC zips,
 * generated PDFs and the per-link AEC extracts (lambdas/services/documents/stored-aec.ts writes one again when it is
 * missing).
 */
export const SHORT_LIVED_PREFIXES = ['zip/', 'pdf/', 'aec-link/'] as const;

/** Days a short-lived object is kept, an older version of any object, and an access log. */
export const RETENTION_DAYS = { shortLived: 1, noncurrentVersions: 90, accessLogs: 365 } as const;

/**
 * CDK context key of the days the SII's raw answers (the answer archive, lambdas/sii/web/s3-answer-archive.ts) are
 * kept (`-c radar:siiRawRetentionDays=730`); {@link DEFAULT_SII_RAW_RETENTION_DAYS} when absent.
 */
export const SII_RAW_RETENTION_CONTEXT = 'radar:siiRawRetentionDays';

/** Days a raw SII answer is kept by default: a little over a year, enough to replay a tax year's runs. */
export const DEFAULT_SII_RAW_RETENTION_DAYS = 400;

/**
 * The retention of the raw SII answers, from {@link SII_RAW_RETENTION_CONTEXT} (a number, or its text from `-c`).
 * @throws Error when the setting is not a whole number of days of at least 1.
 */
function siiRawRetentionDays(scope: Construct): number {
  const value: unknown = scope.node.tryGetContext(SII_RAW_RETENTION_CONTEXT);
  if (value === undefined) return DEFAULT_SII_RAW_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`${SII_RAW_RETENTION_CONTEXT} debe ser un número entero de días (1 o más): ${String(value)}`);
  return days;
}

/** A key of lambdas/store/tables.ts as a CDK attribute. */
function toAttribute(key: KeyDefinition): Attribute {
  return { name: key.name, type: key.type === 'N' ? AttributeType.NUMBER : AttributeType.STRING };
}

/** The definition (lambdas/store/tables.ts) of each table Data creates, for grants that follow it. */
const definitionByTable = new WeakMap<ITable, TableDefinition>();

/** The names of a table's global secondary indexes (lambdas/store/tables.ts); none for a table Data did not create. */
export function tableIndexNames(table: ITable): readonly string[] {
  return definitionByTable.get(table)?.globalSecondaryIndexes.map((index) => index.indexName) ?? [];
}

/** Whether the code reads the table whole (TableDefinition.readWhole); false for a table Data did not create. */
export function tableReadWhole(table: ITable): boolean {
  return definitionByTable.get(table)?.readWhole === true;
}

/**
 * Whether the code writes the table by PutItem alone (TableDefinition.putOnly); false for a table Data did not create.
 */
export function tablePutOnly(table: ITable): boolean {
  return definitionByTable.get(table)?.putOnly === true;
}

/** True when the stack's context asks for the customer-managed key (boolean true, or the string 'true' from `-c`). */
function customerManagedKeyRequested(scope: Construct): boolean {
  const value: unknown = scope.node.tryGetContext(CUSTOMER_MANAGED_KEY_CONTEXT);
  return value === true || value === 'true';
}

/**
 * The platform's stored data: one DynamoDB table per definition of lambdas/store/tables.ts (the same module local
 * mode reads; ARCHITECTURE.md practice 4), on demand, with point-in-time recovery, kept when the stack goes; the
 * `documents` bucket (AEC XML byte-identical to the SII's, PDFs, per-client SQLite files) that only TLS reaches,
 * whose zips and generated PDFs expire after a day, raw SII answers after {@link SII_RAW_RETENTION_CONTEXT} days and
 * older versions after 90 days; and the `accessLogs`
 * bucket receiving the server access logs of the buckets and the CDN's logs. With {@link CUSTOMER_MANAGED_KEY_CONTEXT}
 * the documents and tables are encrypted under `dataKey` (yearly rotation, kept when the stack goes).
 */
export class Data extends Construct {
  readonly tables: Record<LogicalTableName, Table>;
  readonly documents: Bucket;
  readonly accessLogs: Bucket;
  /** Present only when the customer-managed key is requested. */
  readonly dataKey?: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.dataKey = customerManagedKeyRequested(this)
      ? new Key(this, 'DataKey', {
          description: 'Radar Cesiones: encryption of the documents bucket and the tables',
          enableKeyRotation: true,
          removalPolicy: RemovalPolicy.RETAIN,
        })
      : undefined;
    const entries = (Object.keys(TABLES) as LogicalTableName[]).map((name) => {
      const definition = TABLES[name];
      const table = new Table(this, `${name}Table`, {
        partitionKey: toAttribute(definition.partitionKey),
        sortKey: definition.sortKey && toAttribute(definition.sortKey),
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        timeToLiveAttribute: definition.timeToLiveAttribute,
        removalPolicy: RemovalPolicy.RETAIN,
        ...(this.dataKey ? { encryption: TableEncryption.CUSTOMER_MANAGED, encryptionKey: this.dataKey } : {}),
      });
      for (const index of definition.globalSecondaryIndexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.indexName,
          partitionKey: toAttribute(index.partitionKey),
          sortKey: index.sortKey && toAttribute(index.sortKey),
        });
      }
      definitionByTable.set(table, definition);
      return [name, table] as const;
    });
    this.tables = Object.fromEntries(entries) as Record<LogicalTableName, Table>;

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // Server access logs can only be delivered to SSE-S3 buckets; CloudFront's standard logs need ACLs.
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(RETENTION_DAYS.accessLogs) }],
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: "The access logs bucket is the destination of the other buckets' logs; logging it into itself would loop",
    });

    this.documents = new Bucket(this, 'Documents', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      ...(this.dataKey
        ? { encryption: BucketEncryption.KMS, encryptionKey: this.dataKey, bucketKeyEnabled: true }
        : { encryption: BucketEncryption.S3_MANAGED }),
      enforceSSL: true,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'documents/',
      // The browser fetches client databases and AEC files through pre-signed URLs.
      cors: [
        {
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Content-Length'],
        },
      ],
      lifecycleRules: [
        // Zips and PDFs are written for one signed download (lambdas/rest/v1/jwt/aecs.ts, lambdas/graphql/documents).
        ...SHORT_LIVED_PREFIXES.map((prefix) => ({
          id: `expire-${prefix.slice(0, -1)}`,
          prefix,
          expiration: Duration.days(RETENTION_DAYS.shortLived),
          noncurrentVersionExpiration: Duration.days(RETENTION_DAYS.shortLived),
        })),
        // The SII's raw answers hold the factorings' and their clients' documents: kept only for the retention.
        {
          id: 'expire-sii-raw',
          prefix: ANSWER_ARCHIVE_PREFIX,
          expiration: Duration.days(siiRawRetentionDays(this)),
          noncurrentVersionExpiration: Duration.days(RETENTION_DAYS.shortLived),
        },
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(RETENTION_DAYS.noncurrentVersions) },
      ],
    });
  }
}
