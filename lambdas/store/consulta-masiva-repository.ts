import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ConsultaMasiva, ConteoVeredictos } from '@domain/consulta-previa/consulta-masiva';
import type { FactoringScope } from '../platform/factoring-scope';
import { isConditionFailure } from './condition-failure';

/** How a finished request is marked: 'enviado' with its counts, or 'fallido' with the reason (and counts if it ran). */
export type FinConsultaMasiva =
  | { estado: 'enviado'; conteo: ConteoVeredictos; terminadaEn: string }
  | { estado: 'fallido'; conteo: ConteoVeredictos | null; terminadaEn: string; error: string };

/**
 * The `consultasMasivas` table (lambdas/store/tables.ts: pk rutFactoring, sk id '{ISO instant}#{uuid}'): the masivo
 * prior consultations of each factoring, written by the REST route (en-proceso) and finished by the job. Single-item
 * conditional writes: a request is created once and finished once.
 */
export class ConsultaMasivaRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Stores a new request of the scope's factoring (its rutFactoring is the scope's).
   * @throws Error when a request with that id already exists (ids carry a uuid: never in practice); the SDK's error.
   */
  async create({ rutFactoring }: FactoringScope, consulta: Omit<ConsultaMasiva, 'rutFactoring'>): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...consulta, rutFactoring },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  }

  /** One request of the scope's factoring, or null when it has none with that id. */
  async get({ rutFactoring }: FactoringScope, id: string): Promise<ConsultaMasiva | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, id }, ConsistentRead: true }),
    );
    return (Item as ConsultaMasiva | undefined) ?? null;
  }

  /** The scope's factoring's latest `limit` requests, newest first (one Query read backwards). */
  async list({ rutFactoring }: FactoringScope, limit: number): Promise<ConsultaMasiva[]> {
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'rutFactoring = :rut',
        ExpressionAttributeValues: { ':rut': rutFactoring },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []) as ConsultaMasiva[];
  }

  /**
   * Stores how many documents of an en-proceso request the job has consulted so far.
   * @returns false, changing nothing, when it does not exist or already finished.
   */
  progress(scope: FactoringScope, id: string, procesados: number): Promise<boolean> {
    return this.updateWhileRunning(scope, id, 'SET procesados = :procesados', { ':procesados': procesados });
  }

  /**
   * Marks an en-proceso request of the scope's factoring as finished.
   * @returns false, changing nothing, when it does not exist or was already finished (a repeated delivery of its job).
   */
  finish(scope: FactoringScope, id: string, fin: FinConsultaMasiva): Promise<boolean> {
    return this.updateWhileRunning(
      scope,
      id,
      'SET estado = :estado, conteo = :conteo, terminadaEn = :terminadaEn, #error = :error',
      {
        ':estado': fin.estado,
        ':conteo': fin.conteo,
        ':terminadaEn': fin.terminadaEn,
        ':error': fin.estado === 'fallido' ? fin.error : null,
      },
      { '#error': 'error' },
    );
  }

  /** Applies `update` to the request only while it is en-proceso. @returns false when it is not (or does not exist). */
  private async updateWhileRunning(
    { rutFactoring }: FactoringScope,
    id: string,
    update: string,
    values: Record<string, unknown>,
    names?: Record<string, string>,
  ): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { rutFactoring, id },
          UpdateExpression: update,
          ConditionExpression: 'estado = :enProceso',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':enProceso': 'en-proceso' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
