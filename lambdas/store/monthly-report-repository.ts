import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { FactoringScope } from '../platform/factoring-scope';
import { writeApplied } from './condition-failure';

const SENT = 'informe-mensual#';

/**
 * The monthly report e-mail's records: who a factoring subscribed (its record's `informeMensual`, the factorings
 * table) and which month's report each subscriber was sent (userActivity, sk 'informe-mensual#{rutFactoring}#{mes}').
 * Everything is read and written under the factoring's verified scope.
 */
export class MonthlyReportRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tables: { factorings: string; userActivity: string },
  ) {}

  /** The usernames subscribed for the scope's factoring; [] when none or when the factoring is not registered. */
  async subscribers({ rutFactoring }: FactoringScope): Promise<string[]> {
    const { Item } = await this.doc.send(
      new GetCommand({
        TableName: this.tables.factorings,
        Key: { rut: rutFactoring },
        ProjectionExpression: 'informeMensual',
      }),
    );
    return (Item?.informeMensual as string[] | undefined) ?? [];
  }

  /** Replaces the scope's factoring's subscribers (usernames; the caller checked they are its users). */
  async setSubscribers({ rutFactoring }: FactoringScope, usernames: readonly string[]): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tables.factorings,
        Key: { rut: rutFactoring },
        UpdateExpression: 'SET informeMensual = :u',
        ConditionExpression: 'attribute_exists(rut)',
        ExpressionAttributeValues: { ':u': [...usernames] },
      }),
    );
  }

  /**
   * Takes the report of month `mes` ('yyyy-MM') for the user before it is sent: a conditional put, so of two runs (or a
   * retried one) only one gets true.
   * @param at ISO instant.
   * @returns false when that month's report was already taken for the user and factoring.
   */
  async claim({ rutFactoring }: FactoringScope, username: string, mes: string, at: string): Promise<boolean> {
    const put = this.doc.send(
      new PutCommand({
        TableName: this.tables.userActivity,
        Item: { username, sk: `${SENT}${rutFactoring}#${mes}`, rutFactoring, mes, enviadoEn: at },
        ConditionExpression: 'attribute_not_exists(sk)',
      }),
    );
    return writeApplied(put);
  }

  /** Gives back a report taken by {@link claim} whose e-mail failed, so the next run sends it. */
  async release({ rutFactoring }: FactoringScope, username: string, mes: string): Promise<void> {
    await this.doc.send(
      new DeleteCommand({
        TableName: this.tables.userActivity,
        Key: { username, sk: `${SENT}${rutFactoring}#${mes}` },
      }),
    );
  }
}
