import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { defaultRadarConfig, type NamedRadarConfig, type RadarConfig } from '@domain/kpis/radar-config/radar-config';
import { checkRadarConfig } from '@domain/kpis/radar-config/radar-config-validation';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchWrite, type WriteRequest } from './batch-write';
import { queryAll } from './query-all';

/** The configuration the factoring's radar follows, with the named configuration it came from and who saved it. */
export interface ActiveRadarConfig {
  config: RadarConfig;
  name: string | null;
  /** ISO instant. */
  savedAt: string;
  savedBy: string;
}

/** One entry of 'Historial de cambios': who did what to which configuration, when (ISO instant). */
export interface RadarConfigChange {
  at: string;
  /** The e-mail of who did it. */
  user: string;
  action: 'guardar' | 'autoguardar' | 'eliminar';
  /** The named configuration touched, null for an unnamed save of the active one. */
  name: string | null;
  /** Whether the save made it the configuration the radar follows. */
  activated: boolean;
}

const ACTIVE = 'activa';
const NAMED = 'nombrada#';
const HISTORY = 'historial#';

/** A stored configuration as read back: checked again, the defaults when it no longer passes. */
const stored = (config: unknown): RadarConfig => checkRadarConfig(config).config ?? defaultRadarConfig();

/**
 * The `radarConfigs` table (lambdas/store/tables.ts: pk rutFactoring, sk 'activa' | 'nombrada#{name}' |
 * 'historial#{at}#{uuid}'): each factoring's KPI radar configuration, its named configurations and the history of
 * changes. Every write appends its history entry in the same BatchWriteItem (the local engine has no transactions).
 */
export class RadarConfigRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** The configuration the radar follows; null when the factoring never saved one (the defaults apply). */
  async active({ rutFactoring }: FactoringScope): Promise<ActiveRadarConfig | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: ACTIVE } }),
    );
    if (!Item) return null;
    return {
      config: stored(Item.config),
      name: (Item.name as string | null) ?? null,
      savedAt: Item.savedAt as string,
      savedBy: Item.savedBy as string,
    };
  }

  /** The factoring's named configurations, by name. */
  async named({ rutFactoring }: FactoringScope): Promise<NamedRadarConfig[]> {
    const items = await this.query(rutFactoring, NAMED, true);
    return items.map((item) => ({
      name: item.name as string,
      description: (item.description as string | undefined) ?? '',
      savedAt: item.savedAt as string,
      isTemplate: false,
      isDefault: false,
      autoSaved: item.autoSaved === true,
      config: stored(item.config),
    }));
  }

  /** The latest `limit` changes, newest first. */
  async history({ rutFactoring }: FactoringScope, limit = 50): Promise<RadarConfigChange[]> {
    const items = await this.query(rutFactoring, HISTORY, false, limit);
    return items.map(({ at, user, action, name, activated }) => ({
      at: at as string,
      user: user as string,
      action: action as RadarConfigChange['action'],
      name: (name as string | null) ?? null,
      activated: activated === true,
    }));
  }

  /**
   * Saves a configuration: as the named one `named` (when given), as the active one (when `active` is given), and the
   * history entry `change`, in one BatchWriteItem (see the class: no transactions).
   */
  async save(
    scope: FactoringScope,
    write: { named?: Omit<NamedRadarConfig, 'isTemplate' | 'isDefault'>; active?: ActiveRadarConfig },
    change: RadarConfigChange,
  ): Promise<void> {
    const { rutFactoring } = scope;
    const puts: WriteRequest[] = [];
    if (write.named)
      puts.push({ PutRequest: { Item: { rutFactoring, sk: `${NAMED}${write.named.name}`, ...write.named } } });
    if (write.active) puts.push({ PutRequest: { Item: { rutFactoring, sk: ACTIVE, ...write.active } } });
    await this.write(scope, change, puts);
  }

  /** Deletes the named configuration `name` and records `change`. */
  async deleteNamed(scope: FactoringScope, name: string, change: RadarConfigChange): Promise<void> {
    const Key = { rutFactoring: scope.rutFactoring, sk: `${NAMED}${name}` };
    await this.write(scope, change, [{ DeleteRequest: { Key } }]);
  }

  private async write({ rutFactoring }: FactoringScope, change: RadarConfigChange, writes: WriteRequest[]) {
    const entry = { rutFactoring, sk: `${HISTORY}${change.at}#${randomUUID()}`, ...change };
    await batchWrite(this.doc, this.tableName, [...writes, { PutRequest: { Item: entry } }]);
  }

  private query(rutFactoring: string, prefix: string, forward: boolean, limit?: number) {
    const input = {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':f': rutFactoring, ':p': prefix },
      ScanIndexForward: forward,
    };
    return limit === undefined
      ? queryAll(this.doc, input)
      : this.doc.send(new QueryCommand({ ...input, Limit: limit })).then((out) => out.Items ?? []);
  }
}
