import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AlertCase } from '@domain/alerts/alert-text';
import { JUDICIAL_ALERT_TYPE, type DocumentAlertType } from '@domain/alerts/alert-types';
import type { PlatformEventDocument } from '@domain/platform-events/platform-event';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchWrite } from './batch-write';
import { queryAll } from './query-all';
import { isConditionFailure } from './condition-failure';

/** Days an alert is kept (the table's TTL deletes it afterwards; the bell and the digest look back far less). */
export const ALERT_RETENTION_DAYS = 90;

/** What every stored alert of one user and factoring has, whatever it is about. */
interface AlertFields {
  /**
   * The item's sort key '{creadaEn}#{eventId}': unique per user and factoring, what the web sends back to mark it read.
   */
  id: string;
  username: string;
  rutFactoring: string;
  eventId: string;
  titulo: string;
  detalle: string;
  /** ISO instant of what happened (the event's) */
  fecha: string;
  /** ISO instant the alert was stored */
  creadaEn: string;
  leida: boolean;
  /** shown in the bell and pushed as a toast */
  enApp: boolean;
  /** listed in the next daily digest */
  enResumen: boolean;
}

/** An alert about a document the factoring holds or sent. */
export interface DocumentAlertRecord extends AlertFields {
  tipo: DocumentAlertType;
  documento: PlatformEventDocument;
}

/** An alert about a RUT of the factoring's Cartera: a court case its judicial sweeps found new. */
export interface JudicialAlertRecord extends AlertFields {
  tipo: typeof JUDICIAL_ALERT_TYPE;
  causa: AlertCase;
}

/** One stored alert of one user and factoring. */
export type AlertRecord = DocumentAlertRecord | JudicialAlertRecord;

type Stored = 'id' | 'leida' | 'rutFactoring';

/** A new alert: the record without its id, read state and factoring (the scope's). */
export type NewAlert = Omit<DocumentAlertRecord, Stored> | Omit<JudicialAlertRecord, Stored>;

const partition = (username: string, rutFactoring: string) => `${username}#${rutFactoring}`;
const digestPartition = (username: string, rutFactoring: string) => `resumen#${username}#${rutFactoring}`;

function toRecord(item: Record<string, unknown>): AlertRecord {
  const { pk: _pk, sk, expiraEn: _expiraEn, ...rest } = item;
  return { ...rest, id: sk } as AlertRecord;
}

/**
 * The `alerts` table (lambdas/store/tables.ts): each user's alerts per factoring, newest last in the partition,
 * and the daily digest's once-a-day marks. Conditional single-item writes only (dynalite has no transactions).
 */
export class AlertRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Stores an alert of the scope's factoring unread. The publisher hands each event to the sinks once
   * (lambdas/services/events/platform-event-sink.ts), so an event is stored once per user.
   * @returns the stored record.
   */
  async add({ rutFactoring }: FactoringScope, alert: NewAlert): Promise<AlertRecord> {
    const id = `${alert.creadaEn}#${alert.eventId}`;
    const expiraEn = Math.floor(Date.parse(alert.creadaEn) / 1000) + ALERT_RETENTION_DAYS * 86_400;
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { pk: partition(alert.username, rutFactoring), sk: id, ...alert, rutFactoring, leida: false, expiraEn },
      }),
    );
    return { ...alert, rutFactoring, id, leida: false };
  }

  /**
   * The user's in-app alerts of the scope's factoring, newest first, at most `limit`, and how many of all of them are
   * unread.
   */
  async listForUser(
    { rutFactoring }: FactoringScope,
    username: string,
    limit: number,
  ): Promise<{ alertas: AlertRecord[]; noLeidas: number }> {
    const items = await queryAll(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'enApp = :si',
      ExpressionAttributeValues: { ':pk': partition(username, rutFactoring), ':si': true },
      ScanIndexForward: false,
    });
    const alertas = items.map(toRecord);
    return { alertas: alertas.slice(0, limit), noLeidas: alertas.filter((alerta) => !alerta.leida).length };
  }

  /**
   * Marks alerts of the user in the scope's factoring read: those named by `ids` (ids of other users or factorings
   * match no item, so nothing else changes), or every unread one when `ids` is null.
   * @returns how many changed.
   */
  async markRead({ rutFactoring }: FactoringScope, username: string, ids: readonly string[] | null): Promise<number> {
    const pk = partition(username, rutFactoring);
    const targets =
      ids ??
      (
        await queryAll<{ sk: string }>(this.doc, {
          TableName: this.tableName,
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: 'leida = :no',
          ExpressionAttributeValues: { ':pk': pk, ':no': false },
          ProjectionExpression: 'sk',
        })
      ).map((item) => item.sk);
    let changed = 0;
    for (const sk of targets) {
      try {
        await this.doc.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: { pk, sk },
            UpdateExpression: 'SET leida = :si',
            ConditionExpression: 'attribute_exists(pk) AND leida = :no',
            ExpressionAttributeValues: { ':si': true, ':no': false },
          }),
        );
        changed += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    return changed;
  }

  /**
   * Deletes the user's 'Causa judicial nueva' alerts of the scope's factoring about one RUT (read or not): what the
   * factoring keeps of that RUT's court cases when it deletes its records of the RUT
   * (lambdas/services/judicial/forget-judicial-rut.ts). One Query of the user's partition, then BatchWrite deletes.
   * @param rut normalised 'NNNNNNNN-D'.
   * @returns how many were deleted.
   * @throws the SDK's error.
   */
  async deleteJudicialCases({ rutFactoring }: FactoringScope, username: string, rut: string): Promise<number> {
    const pk = partition(username, rutFactoring);
    const keys = await queryAll<{ sk: string }>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'tipo = :tipo AND causa.rut = :rut',
      ExpressionAttributeValues: { ':pk': pk, ':tipo': JUDICIAL_ALERT_TYPE, ':rut': rut },
      ProjectionExpression: 'sk',
    });
    await batchWrite(
      this.doc,
      this.tableName,
      keys.map(({ sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
    );
    return keys.length;
  }

  /**
   * The user's alerts of the scope's factoring meant for the digest, created in [desde, hasta) (ISO instants), oldest
   * first.
   */
  async listForDigest(
    { rutFactoring }: FactoringScope,
    username: string,
    desde: string,
    hasta: string,
  ): Promise<AlertRecord[]> {
    const items = await queryAll(this.doc, {
      TableName: this.tableName,
      // '{hasta}#…' sorts after hasta, so BETWEEN keeps the end exclusive.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :desde AND :hasta',
      FilterExpression: 'enResumen = :si',
      ExpressionAttributeValues: {
        ':pk': partition(username, rutFactoring),
        ':desde': desde,
        ':hasta': hasta,
        ':si': true,
      },
    });
    return items.map(toRecord);
  }

  /**
   * Takes the day's digest of a user and the scope's factoring (conditional put), so only one run sends it.
   * @param dia 'yyyy-MM-dd' (Chile) of the alerts the digest lists.
   * @returns false when another run already took it.
   */
  async claimDigest({ rutFactoring }: FactoringScope, username: string, dia: string, at: string): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            pk: digestPartition(username, rutFactoring),
            sk: dia,
            tomadoEn: at,
            expiraEn: Math.floor(Date.parse(at) / 1000) + ALERT_RETENTION_DAYS * 86_400,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Gives back a digest taken by {@link claimDigest} whose e-mail could not be sent, so the next run tries again. */
  async releaseDigest({ rutFactoring }: FactoringScope, username: string, dia: string): Promise<void> {
    await this.doc.send(
      new DeleteCommand({ TableName: this.tableName, Key: { pk: digestPartition(username, rutFactoring), sk: dia } }),
    );
  }

  /**
   * Whether the user has any alert for the scope's factoring (local mode's demo seeding adds some only to users
   * without).
   */
  async hasAny({ rutFactoring }: FactoringScope, username: string): Promise<boolean> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition(username, rutFactoring) },
        Limit: 1,
      }),
    );
    return (out.Items ?? []).length > 0;
  }
}
