import { GetCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FeatureAccess } from '@domain/trial-access';
import type { TrialRequest } from '@domain/trial-overview';

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
  /** Its paid features and free trials (domain/trial-access.ts); absent when it has neither. */
  acceso?: FeatureAccess;
  /** The free-trial requests its users sent from a campaign's contact-us call, oldest first; absent when none. */
  solicitudesPrueba?: TrialRequest[];
  /** The usernames subscribed to the monthly report e-mail (monthly-report-repository.ts); absent when none. */
  informeMensual?: string[];
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

  /** Creates or replaces a factoring; features default to none, no paid feature nor trial unless given. */
  async put(factoring: {
    rut: string;
    razonSocial: string;
    features?: Record<string, boolean | number>;
    acceso?: FeatureAccess;
  }): Promise<void> {
    const item: FactoringRecord = {
      rut: factoring.rut,
      razonSocial: factoring.razonSocial,
      features: factoring.features ?? {},
      ...(factoring.acceso ? { acceso: factoring.acceso } : {}),
    };
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item }));
  }

  /** Replaces the paid features and trials of the registered factoring `rut`. */
  async setAccess(rut: string, acceso: FeatureAccess): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rut },
        UpdateExpression: 'SET acceso = :a',
        ExpressionAttributeValues: { ':a': acceso },
      }),
    );
  }

  /** Appends a free-trial request to the factoring `rut`'s list. */
  async addTrialRequest(rut: string, request: TrialRequest): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rut },
        UpdateExpression: 'SET solicitudesPrueba = list_append(if_not_exists(solicitudesPrueba, :none), :r)',
        ExpressionAttributeValues: { ':none': [], ':r': [request] },
      }),
    );
  }
}
