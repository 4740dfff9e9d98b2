import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ALERT_TYPES, type AlertChannels, type AlertPreferences } from '@domain/alerts/alert-types';
import type { FactoringScope } from '../platform/factoring-scope';

/**
 * The `alertPreferences` table (lambdas/store/tables.ts: pk username, sk rutFactoring): the channels each user chose
 * per alert type for one factoring. RUTs are expected normalised ('NNNNNNNN-D').
 */
export class AlertPreferenceRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * The user's saved channels for the scope's factoring, only the known alert types with boolean channels.
   * @returns null when the user never saved any.
   */
  async get({ rutFactoring }: FactoringScope, username: string): Promise<Partial<AlertPreferences> | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { username, sk: rutFactoring } }));
    const stored = out.Item?.preferencias as Record<string, Partial<AlertChannels>> | undefined;
    if (!stored) return null;
    const preferences: Partial<AlertPreferences> = {};
    for (const tipo of ALERT_TYPES) {
      const channels = stored[tipo];
      if (channels)
        preferences[tipo] = {
          email: channels.email === true,
          app: channels.app === true,
          resumen: channels.resumen === true,
        };
    }
    return preferences;
  }

  /** Replaces the user's channels for the scope's factoring. @param at ISO instant of the change. */
  async put(
    { rutFactoring }: FactoringScope,
    username: string,
    preferencias: AlertPreferences,
    at: string,
  ): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { username, sk: rutFactoring, preferencias, actualizadaEn: at },
      }),
    );
  }
}
