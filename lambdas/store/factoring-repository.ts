import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TrialRecord } from '@domain/trial-access';

/**
 * A factoring company served by the platform (core-platform §3 "Factoring"): normalised RUT, razón social, feature
 * switches.
 */
export interface FactoringRecord {
  rut: string;
  razonSocial: string;
  /**
   * Feature switches of the factoring by name (e.g. a richer export) and its numeric settings (the red-flag claim
   * threshold, domain/red-flags/settings.ts); empty when none.
   */
  features: Record<string, boolean | number>;
  /** Its free trial and subscription (domain/trial-access.ts); absent when the trial has not begun. */
  prueba?: TrialRecord;
}

/** The factorings table (pk rut, lambdas/store/tables.ts). */
export class FactoringRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Every factoring, in no particular order. The table holds one small item per client company, so
   * this reads it whole (paginated Scan); the refresh job is its only caller.
   */
  async list(): Promise<FactoringRecord[]> {
    const factorings: FactoringRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(new ScanCommand({ TableName: this.tableName, ExclusiveStartKey: startKey }));
      factorings.push(...((page.Items ?? []) as FactoringRecord[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return factorings;
  }

  /** The factoring with this RUT, or null when it is not registered. */
  async get(rut: string): Promise<FactoringRecord | null> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { rut } }));
    return (Item as FactoringRecord | undefined) ?? null;
  }

  /** Creates or replaces a factoring; features default to none, no trial unless given. */
  async put(factoring: {
    rut: string;
    razonSocial: string;
    features?: Record<string, boolean | number>;
    prueba?: TrialRecord;
  }): Promise<void> {
    const item: FactoringRecord = {
      rut: factoring.rut,
      razonSocial: factoring.razonSocial,
      features: factoring.features ?? {},
      ...(factoring.prueba ? { prueba: factoring.prueba } : {}),
    };
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item }));
  }
}
