import { queryAll } from './query-all';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FactoringScope } from '../platform/factoring-scope';

/** An announcement of the client list banner (client-radar.md §3 "Announcement"). */
export interface Announcement {
  id: string;
  text: string;
  /** 'yyyy-MM-dd' */
  date: string;
}

/** Audience key of the announcements shown to every factoring. */
export const EVERYONE = '*';

/** The announcements table (lambdas/store/tables.ts: pk audience, sk id). */
export class AnnouncementRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** The announcements for everyone and for the scope's factoring, newest first. */
  async listFor({ rutFactoring }: FactoringScope): Promise<Announcement[]> {
    const lists = await Promise.all([EVERYONE, rutFactoring].map((audience) => this.list(audience)));
    return lists.flat().sort((a, b) => b.id.localeCompare(a.id));
  }

  /** Creates or replaces an announcement for an audience ('*' or a factoring's RUT). */
  async put(audience: string, announcement: Announcement): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { audience, ...announcement } }));
  }

  private async list(audience: string): Promise<Announcement[]> {
    const items = await queryAll(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'audience = :a',
      ExpressionAttributeValues: { ':a': audience },
    });
    return items.map((item) => ({ id: String(item.id), text: String(item.text), date: String(item.date) }));
  }
}
