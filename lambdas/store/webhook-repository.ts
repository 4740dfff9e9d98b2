import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { WebhookEventType } from '@domain/platform-events/webhook-resources';
import { SealerUnavailableError, type SealedSecret, type Sealer } from '../platform/sealing/sealer';
import { queryAll } from './query-all';
import type { FactoringScope } from '../platform/factoring-scope';

/** A factoring's subscription to one event type, as the API may read it (never the secret). Instants ISO. */
export interface WebhookSubscription {
  rutFactoring: string;
  tipo: WebhookEventType;
  url: string;
  /** who saved it (core-platform §3 "Webhook" email) */
  email: string;
  /** core-platform §7 subscribeNotification tipoActor, e.g. 'cesionario' */
  tipoActor: string;
  creadaEn: string;
  actualizadaEn: string;
}

/** One attempt of one delivery (the screen's log: time, status code, attempt). */
export interface WebhookAttempt {
  rutFactoring: string;
  tipo: WebhookEventType;
  /** the same on every attempt of one event's delivery */
  deliveryId: string;
  eventId: string;
  /** 1 for the first, 2 and 3 for the retries; 0 for a 'Test' */
  attempt: number;
  /** ISO instant the attempt started */
  at: string;
  url: string;
  /** HTTP status answered, null when none (no connection, timeout, refused address) */
  statusCode: number | null;
  /** why it failed without a status, or the start of a non-2xx answer's body */
  error: string | null;
  durationMs: number;
}

/** Attempts are forgotten after this long (DynamoDB TTL). */
export const ATTEMPT_RETENTION_DAYS = 30;
/** The log shows at most this many attempts per webhook, newest first. */
export const ATTEMPT_LOG_LIMIT = 50;

const subscriptionSk = (tipo: WebhookEventType) => `suscripcion#${tipo}`;
const SUBSCRIPTION_FIELDS = 'rutFactoring, tipo, #url, email, tipoActor, creadaEn, actualizadaEn';

/**
 * The `webhooks` table (lambdas/store/tables.ts: pk rutFactoring, sk 'suscripcion#{tipo}' or
 * 'entrega#{tipo}#{instant}#{deliveryId}#{attempt}'): each factoring's webhook subscriptions with their signing
 * secret sealed by the configured sealer (context {rutFactoring, sk}, like the SII credentials), and the log of every
 * delivery attempt. The API reads subscriptions without the sealed part; only the delivery worker opens it.
 */
export class WebhookRepository {
  constructor(
    private readonly doc: Pick<DynamoDBDocumentClient, 'send'>,
    private readonly tableName: string,
    private readonly sealer: Sealer | null,
  ) {}

  /** Every subscription of the scope's factoring (one Query). */
  async listSubscriptions({ rutFactoring }: FactoringScope): Promise<WebhookSubscription[]> {
    return queryAll<WebhookSubscription>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :rut AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':rut': rutFactoring, ':prefix': 'suscripcion#' },
      ExpressionAttributeNames: { '#url': 'url' },
      ProjectionExpression: SUBSCRIPTION_FIELDS,
    });
  }

  /** The factoring's subscription to `tipo`, or null. */
  async getSubscription({ rutFactoring }: FactoringScope, tipo: WebhookEventType): Promise<WebhookSubscription | null> {
    const out = await this.doc.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { rutFactoring, sk: subscriptionSk(tipo) },
        ExpressionAttributeNames: { '#url': 'url' },
        ProjectionExpression: SUBSCRIPTION_FIELDS,
      }),
    );
    return (out.Item as WebhookSubscription | undefined) ?? null;
  }

  /**
   * Stores the scope's factoring's subscription, keeping its secret, or sealing `newSecret` when given (a first
   * subscription, a rotation).
   * @throws SealerUnavailableError when a secret must be sealed and no sealer is configured; Error when there is no
   *   stored secret to keep and none is given.
   */
  async putSubscription(
    { rutFactoring }: FactoringScope,
    subscription: Omit<WebhookSubscription, 'rutFactoring'>,
    newSecret: string | null,
  ): Promise<void> {
    const sk = subscriptionSk(subscription.tipo);
    const secreto =
      newSecret === null ? await this.sealedSecret(rutFactoring, sk) : await this.seal(newSecret, rutFactoring, sk);
    if (!secreto) throw new Error(`webhook ${subscription.tipo} sin secreto de firma`);
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { ...subscription, rutFactoring, sk, secreto } }),
    );
  }

  /** Removes the subscription; @returns false when there was none. */
  async deleteSubscription({ rutFactoring }: FactoringScope, tipo: WebhookEventType): Promise<boolean> {
    const out = await this.doc.send(
      new DeleteCommand({
        TableName: this.tableName,
        Key: { rutFactoring, sk: subscriptionSk(tipo) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Boolean(out.Attributes);
  }

  /**
   * The subscription's signing secret, opened (delivery worker only).
   * @returns null when there is no such subscription.
   * @throws SealerUnavailableError without a sealer; SealedSecretError when it does not open.
   */
  async openSecret({ rutFactoring }: FactoringScope, tipo: WebhookEventType): Promise<string | null> {
    const sk = subscriptionSk(tipo);
    const sealed = await this.sealedSecret(rutFactoring, sk);
    if (!sealed) return null;
    if (!this.sealer) throw new SealerUnavailableError();
    return Buffer.from(await this.sealer.open(sealed, { rutFactoring, sk })).toString('utf8');
  }

  /** Logs one attempt of the scope's factoring's webhook (forgotten after {@link ATTEMPT_RETENTION_DAYS}). */
  async recordAttempt({ rutFactoring }: FactoringScope, attempt: Omit<WebhookAttempt, 'rutFactoring'>): Promise<void> {
    const sk = `entrega#${attempt.tipo}#${attempt.at}#${attempt.deliveryId}#${attempt.attempt}`;
    const expiresAt = Math.floor(Date.parse(attempt.at) / 1000) + ATTEMPT_RETENTION_DAYS * 86_400;
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { ...attempt, rutFactoring, sk, expiresAt } }),
    );
  }

  /** The latest attempts of the factoring's webhook `tipo`, newest first (at most `limit`). */
  async listAttempts(
    { rutFactoring }: FactoringScope,
    tipo: WebhookEventType,
    limit = ATTEMPT_LOG_LIMIT,
  ): Promise<WebhookAttempt[]> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'rutFactoring = :rut AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':rut': rutFactoring, ':prefix': `entrega#${tipo}#` },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(({ sk: _sk, expiresAt: _expiresAt, ...attempt }) => attempt as WebhookAttempt);
  }

  private async sealedSecret(rutFactoring: string, sk: string): Promise<SealedSecret | null> {
    const out = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk }, ProjectionExpression: 'secreto' }),
    );
    return (out.Item?.secreto as SealedSecret | undefined) ?? null;
  }

  private async seal(secret: string, rutFactoring: string, sk: string): Promise<SealedSecret> {
    if (!this.sealer) throw new SealerUnavailableError();
    return this.sealer.seal(Buffer.from(secret, 'utf8'), { rutFactoring, sk });
  }
}
