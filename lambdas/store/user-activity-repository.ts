import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchGetAll } from './batch-get';
import { queryAll } from './query-all';

/** One client-detail open (core-platform §3 "Consultation"): the client's RUT and the ISO instant. */
export interface ConsultationRecord {
  rut: string;
  timestamp: string;
}

/** A user's activity summary for the 'Cuentas' table. */
export interface ActivityProfile {
  /** ISO instant of the last sign-in (core-platform §3 "Login info" last_login); null when never recorded. */
  lastLogin: string | null;
  /** How many different clients of the factoring the user opened. */
  empresasConsultadas: number;
}

const PROFILE = 'perfil';
const CAMPAIGN = 'campana#';

/**
 * The userActivity table (lambdas/store/tables.ts): each user's last sign-in and the clients they opened, per
 * factoring. What belongs to one factoring is read and written only under its verified scope. Writes are single-item
 * (dynalite has no transactions).
 */
export class UserActivityRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** Records a sign-in at `at` (ISO instant) as the user's last login. */
  async recordLogin(username: string, at: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { username, sk: PROFILE },
        UpdateExpression: 'SET lastLogin = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }

  /**
   * Records that the user opened the client `rut` (normalised) of the scope's factoring at `at` (ISO instant): one
   * history item and the client added to the profile's set.
   */
  async recordConsultation(username: string, { rutFactoring }: FactoringScope, rut: string, at: string): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { username, sk: `consulta#${at}#${rutFactoring}#${rut}`, rutFactoring, rut, timestamp: at },
      }),
    );
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { username, sk: PROFILE },
        UpdateExpression: 'ADD empresasConsultadas :e',
        ExpressionAttributeValues: { ':e': new Set([`${rutFactoring}#${rut}`]) },
      }),
    );
  }

  /**
   * The user's client-detail opens for the scope's factoring, newest first, at most `limit`.
   * @returns records with the client's RUT and the ISO instant.
   */
  async listConsultations(
    username: string,
    { rutFactoring }: FactoringScope,
    limit: number,
  ): Promise<ConsultationRecord[]> {
    const records: ConsultationRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'username = :u AND begins_with(sk, :c)',
          FilterExpression: 'rutFactoring = :f',
          ExpressionAttributeValues: { ':u': username, ':c': 'consulta#', ':f': rutFactoring },
          ScanIndexForward: false,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) records.push({ rut: String(item.rut), timestamp: String(item.timestamp) });
      start = page.LastEvaluatedKey;
    } while (start && records.length < limit);
    return records.slice(0, limit);
  }

  /**
   * The profiles of several users for the scope's factoring (empresasConsultadas counts only its clients).
   * @returns username → profile; users without activity get lastLogin null and 0.
   */
  async profiles(
    usernames: readonly string[],
    { rutFactoring }: FactoringScope,
  ): Promise<Map<string, ActivityProfile>> {
    const profiles = new Map<string, ActivityProfile>(
      usernames.map((username) => [username, { lastLogin: null, empresasConsultadas: 0 }]),
    );
    const keys = usernames.map((username) => ({ username, sk: PROFILE }));
    for (const item of await batchGetAll(this.doc, this.tableName, keys)) {
      const consulted = [...((item.empresasConsultadas as Set<string> | undefined) ?? [])];
      profiles.set(String(item.username), {
        lastLogin: typeof item.lastLogin === 'string' ? item.lastLogin : null,
        empresasConsultadas: consulted.filter((entry) => entry.startsWith(`${rutFactoring}#`)).length,
      });
    }
    return profiles;
  }

  /** Records that the user saw campaign `numero` (core-platform §7 'visto') at `at` (ISO instant). */
  async markCampaignSeen(username: string, numero: number, at: string): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { username, sk: `${CAMPAIGN}${numero}`, numero, at } }),
    );
  }

  /** The numbers of the campaigns the user marked 'visto', in any factoring. */
  async seenCampaigns(username: string): Promise<number[]> {
    const items = await queryAll(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'username = :u AND begins_with(sk, :c)',
      ExpressionAttributeValues: { ':u': username, ':c': CAMPAIGN },
    });
    return items.map((item) => Number(item.numero));
  }
}
