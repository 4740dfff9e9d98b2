import { queryAll } from './query-all';
import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FactoringScope } from '../platform/factoring-scope';
import { isConditionFailure } from './condition-failure';

/** Outcome of an assignment change: done, or nothing to do (already assigned / not assigned). */
export type ExecutiveChange = 'done' | 'unchanged';

/**
 * Executives assigned to the clients of a factoring (table clientExecutives of lambdas/store/tables.ts; pk
 * rutFactoring, sk rutCliente, `ejecutivos` string set). Every method takes the verified scope of the factoring whose
 * clients it reads or writes. Writes are single-item conditional updates (dynalite has no transactions).
 */
export class ExecutiveRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** Every client of the factoring with executives: rutCliente → e-mails (sorted). */
  async listForFactoring({ rutFactoring }: FactoringScope): Promise<Map<string, string[]>> {
    const items = await queryAll(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f',
      ExpressionAttributeValues: { ':f': rutFactoring },
    });
    return new Map(
      items.map((item) => [String(item.rutCliente), [...((item.ejecutivos as Set<string> | undefined) ?? [])].sort()]),
    );
  }

  /** The e-mails assigned to one client (sorted; [] when none). */
  async get(scope: FactoringScope, rutCliente: string): Promise<string[]> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring: scope.rutFactoring, rutCliente } }),
    );
    return [...((Item?.ejecutivos as Set<string> | undefined) ?? [])].sort();
  }

  /** Assigns `email`; 'unchanged' when it was already assigned. */
  async add(scope: FactoringScope, rutCliente: string, email: string): Promise<ExecutiveChange> {
    return this.conditional(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rutFactoring: scope.rutFactoring, rutCliente },
        UpdateExpression: 'ADD ejecutivos :e',
        ConditionExpression: 'attribute_not_exists(ejecutivos) OR NOT contains(ejecutivos, :email)',
        ExpressionAttributeValues: { ':e': new Set([email]), ':email': email },
      }),
    );
  }

  /** Removes `email` (the item goes when its last executive does); 'unchanged' when it was not assigned. */
  async remove(scope: FactoringScope, rutCliente: string, email: string): Promise<ExecutiveChange> {
    const change = await this.conditional(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rutFactoring: scope.rutFactoring, rutCliente },
        UpdateExpression: 'DELETE ejecutivos :e',
        ConditionExpression: 'contains(ejecutivos, :email)',
        ExpressionAttributeValues: { ':e': new Set([email]), ':email': email },
      }),
    );
    if (change === 'done' && (await this.get(scope, rutCliente)).length === 0)
      await this.doc
        .send(
          new DeleteCommand({
            TableName: this.tableName,
            Key: { rutFactoring: scope.rutFactoring, rutCliente },
            ConditionExpression: 'attribute_not_exists(ejecutivos)',
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    return change;
  }

  private async conditional(command: UpdateCommand): Promise<ExecutiveChange> {
    try {
      await this.doc.send(command);
      return 'done';
    } catch (error) {
      if (isConditionFailure(error)) return 'unchanged';
      throw error;
    }
  }
}
