import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { IMPERSONATION_AUDIT_BY_TARGET_INDEX } from './tables';

/** One action an administrator took while seeing as another user, with both identities. */
export interface ImpersonatedAction {
  adminUsername: string;
  adminEmail: string;
  targetUsername: string;
  targetEmail: string;
  /** What was done: '{Query|Mutation}.{field}' for GraphQL, '{METHOD} {path template}' for REST. */
  action: string;
  /** The factoring the action named (its rutFactoring / factoring argument), or null. */
  rutFactoring: string | null;
  /** 'ok', or the error code the action ended with ('Forbidden', 'BadRequest', 'Internal'...). */
  outcome: string;
  /** ISO instant. */
  at: string;
}

/** A stored action: its sort key '{at}#{uuid}'. */
export interface StoredImpersonatedAction extends ImpersonatedAction {
  id: string;
}

/**
 * The `impersonationAudit` table (lambdas/store/tables.ts: pk adminUsername, sk id '{ISO instant}#{uuid}'): the audit
 * trail of impersonation (core-platform §1; every action is recorded with both identities). Append only.
 */
export class ImpersonationAuditRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** Appends one action. @throws the SDK's error (the caller fails the request rather than act unrecorded). */
  async record(action: ImpersonatedAction): Promise<void> {
    const item: StoredImpersonatedAction = { ...action, id: `${action.at}#${randomUUID()}` };
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: item, ConditionExpression: 'attribute_not_exists(id)' }),
    );
  }

  /** An administrator's latest `limit` actions, newest first. */
  async listForAdmin(adminUsername: string, limit = 100): Promise<StoredImpersonatedAction[]> {
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'adminUsername = :a',
        ExpressionAttributeValues: { ':a': adminUsername },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []) as StoredImpersonatedAction[];
  }

  /** The latest `limit` actions taken while seeing as `targetUsername`, newest first (the byTarget index). */
  async listForTarget(targetUsername: string, limit = 100): Promise<StoredImpersonatedAction[]> {
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: IMPERSONATION_AUDIT_BY_TARGET_INDEX,
        KeyConditionExpression: 'targetUsername = :t',
        ExpressionAttributeValues: { ':t': targetUsername },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []) as StoredImpersonatedAction[];
  }
}
