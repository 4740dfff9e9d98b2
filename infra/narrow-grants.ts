import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableIndexNames, tablePutOnly, tableReadWhole } from './data';

/**
 * The item reads of the platform's stores (lambdas/store/*): by key, query or index; no Scan (only a table read whole
 * adds it, {@link grantTableItems}), no table administration, no streams.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;

/** Reading a table whole (lambdas/store/tables.ts readWhole): a paginated Scan of the table, never of an index. */
export const TABLE_SCAN_ACTION = 'dynamodb:Scan';

/** The item writes of the platform's stores (conditional single-item writes and batch writes). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** The only write of a table the code writes by PutItem alone (TableDefinition.putOnly: audit trails, run history). */
export const TABLE_PUT_ACTION = 'dynamodb:PutItem';

/** What reading data encrypted under a customer-managed key takes (IKey.grantDecrypt's action). */
const KEY_READ_ACTIONS = ['kms:Decrypt'];

/**
 * What writing data under a customer-managed key takes: a data key per object or item (no `kms:GenerateDataKey*`, no
 * re-encryption).
 */
const KEY_WRITE_ACTIONS = ['kms:Encrypt', 'kms:GenerateDataKey'];

/**
 * Lets `grantee` read ('read'), write ('write') or both ('readWrite') the items of `table` and query its declared
 * indexes, each named by ARN (unlike ITable.grantReadData, which grants every index through `index/*`, and Scan on any
 * table). A reader may Scan only a table the code reads whole (TableDefinition.readWhole); a writer of a table the code
 * writes by PutItem alone (TableDefinition.putOnly) gets that action only. Also grants the table's
 * customer-managed key, when it has one (infra/data.ts CUSTOMER_MANAGED_KEY_CONTEXT).
 */
export function grantTableItems(grantee: IGrantable, table: ITable, access: 'read' | 'write' | 'readWrite'): void {
  const indexArns = tableIndexNames(table).map((name) => `${table.tableArn}/index/${name}`);
  if (access !== 'write') {
    Grant.addToPrincipal({ grantee, actions: [...TABLE_READ_ACTIONS], resourceArns: [table.tableArn, ...indexArns] });
    if (tableReadWhole(table))
      Grant.addToPrincipal({ grantee, actions: [TABLE_SCAN_ACTION], resourceArns: [table.tableArn] });
  }
  if (access !== 'read') {
    const actions = tablePutOnly(table) ? [TABLE_PUT_ACTION] : [...TABLE_WRITE_ACTIONS];
    Grant.addToPrincipal({ grantee, actions, resourceArns: [table.tableArn] });
  }
  table.encryptionKey?.grant(
    grantee,
    ...(access === 'read' ? KEY_READ_ACTIONS : [...KEY_READ_ACTIONS, ...KEY_WRITE_ACTIONS]),
  );
}

/**
 * Lets `grantee` update existing items of `table` in place (UpdateItem only: it can neither create a whole item with
 * PutItem nor delete one), with the table's customer-managed key when it has one.
 */
export function grantItemUpdates(grantee: IGrantable, table: ITable): void {
  Grant.addToPrincipal({ grantee, actions: ['dynamodb:UpdateItem'], resourceArns: [table.tableArn] });
  table.encryptionKey?.grant(grantee, ...KEY_READ_ACTIONS, ...KEY_WRITE_ACTIONS);
}

/**
 * Lets `grantee` take `actions` on the items of `table` whose partition key starts with one of `prefixes`, and on no
 * other (IAM condition dynamodb:LeadingKeys), with the table's customer-managed key when it has one: for a table that
 * several kinds of records share (the leases table: the jobs' leases and shared rates, the API's clave counters,
 * once-only records and TOTP proofs).
 */
export function grantItemsUnderKeys(
  grantee: IGrantable,
  table: ITable,
  actions: readonly string[],
  prefixes: readonly string[],
): void {
  Grant.addToPrincipal({
    grantee,
    actions: [...actions],
    resourceArns: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) } },
  });
  table.encryptionKey?.grant(grantee, ...KEY_READ_ACTIONS, ...KEY_WRITE_ACTIONS);
}

/**
 * Lets `grantee` get the objects under the `read` key patterns, put objects under the `write` ones (e.g. 'aec/*') and
 * delete those under the `remove` ones (none unless named) of `bucket`, and list the bucket so that a missing object
 * answers 404 rather than 403 (the stores read a missing object as "none yet": lambdas/store/document-store.ts).
 * Narrower than IBucket.grantRead/grantPut, which add `s3:GetObject*`, `s3:List*`, `s3:GetBucket*` and `s3:Abort*`.
 * Also grants the bucket's key, when it has one.
 */
export function grantObjects(
  grantee: IGrantable,
  bucket: IBucket,
  objects: { read: readonly string[]; write: readonly string[]; remove?: readonly string[] },
): void {
  const remove = objects.remove ?? [];
  if (objects.read.length + objects.write.length + remove.length === 0) return;
  Grant.addToPrincipal({ grantee, actions: ['s3:ListBucket'], resourceArns: [bucket.bucketArn] });
  if (objects.read.length > 0) {
    Grant.addToPrincipal({
      grantee,
      actions: ['s3:GetObject'],
      resourceArns: objects.read.map((pattern) => bucket.arnForObjects(pattern)),
    });
    bucket.encryptionKey?.grant(grantee, ...KEY_READ_ACTIONS);
  }
  if (objects.write.length > 0) {
    Grant.addToPrincipal({
      grantee,
      actions: ['s3:PutObject'],
      resourceArns: objects.write.map((pattern) => bucket.arnForObjects(pattern)),
    });
    bucket.encryptionKey?.grant(grantee, ...KEY_WRITE_ACTIONS);
  }
  if (remove.length > 0) {
    Grant.addToPrincipal({
      grantee,
      actions: ['s3:DeleteObject'],
      resourceArns: remove.map((pattern) => bucket.arnForObjects(pattern)),
    });
  }
  if (!Construct.isConstruct(grantee)) return;
  const bucketId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
  for (const pattern of new Set([...objects.read, ...objects.write, ...remove])) {
    Validations.of(grantee).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${pattern}]`,
      reason: `Object keys under ${pattern} are named per factoring and document at run time; the grant stops at that prefix`,
    });
  }
}
