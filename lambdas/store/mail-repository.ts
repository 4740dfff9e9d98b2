import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { FactoringScope } from '../platform/factoring-scope';
import { MAILS_BY_MESSAGE_ID_INDEX } from './tables';
import { isConditionFailure } from './condition-failure';

/**
 * Where an e-mail stands: 'enviado' (the transport accepted it), 'suprimido' (every recipient is on the suppression
 * list, nothing sent), 'fallido' (the transport refused it; `error` says why), and on AWS, from the SES events of
 * the configuration set, 'entregado', 'rebotado' or 'queja'.
 */
export type MailEstado = 'enviado' | 'suprimido' | 'fallido' | 'entregado' | 'rebotado' | 'queja';

/** One e-mail's delivery record (table `mails`: pk rutFactoring, sk '{sentAt}#{messageId}'). */
export interface MailRecord {
  rutFactoring: string;
  /** ISO instant the send was attempted. */
  sentAt: string;
  /** The transport's message id, or a generated one when nothing was handed to the transport. */
  messageId: string;
  /** What the mail is about (MailMessage.kind, e.g. 'consulta-previa-masiva'). */
  kind: string;
  /** The recipients it was handed to (the suppressed ones are in `suprimidos`). */
  to: string[];
  /** Recipients left out because they are on the suppression list. */
  suprimidos: string[];
  subject: string;
  estado: MailEstado;
  /** The transport's refusal ('fallido') or the SES event's diagnosis ('rebotado', 'queja'). */
  error?: string;
}

/** Why an address is on the suppression list: a permanent bounce or a complaint reported by SES. */
export type SuppressionReason = 'rebote' | 'queja';

/**
 * The key of the suppression list: the bare address ('Ana <ana@x.cl>' -> 'ana@x.cl'), trimmed and lower-cased
 * (addresses compare case-insensitively in practice).
 */
function suppressionKey(email: string): string {
  const bare = /<([^<>]+)>\s*$/.exec(email)?.[1] ?? email;
  return bare.trim().toLowerCase();
}

/**
 * The delivery records of sent e-mails (table `mails`) and the suppression list (table `mailSuppressions`, pk
 * email) of lambdas/store/tables.ts. Every write is a single-item write (dynalite has no transactions).
 */
export class MailRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tables: { mails: string; mailSuppressions: string },
  ) {}

  /** Stores one delivery record (a record with the same rutFactoring, sentAt and messageId is replaced). */
  async record(mail: MailRecord): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.tables.mails, Item: { ...mail, sk: `${mail.sentAt}#${mail.messageId}` } }),
    );
  }

  /** The records of the scope's factoring, newest first, at most `limit` (default 50). */
  async listForFactoring({ rutFactoring }: FactoringScope, limit = 50): Promise<MailRecord[]> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.tables.mails,
        KeyConditionExpression: 'rutFactoring = :rut',
        ExpressionAttributeValues: { ':rut': rutFactoring },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(toRecord);
  }

  /** The record of the e-mail the transport knows as `messageId` (an SES event names it), or null. */
  async findByMessageId(messageId: string): Promise<MailRecord | null> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.tables.mails,
        IndexName: MAILS_BY_MESSAGE_ID_INDEX,
        KeyConditionExpression: 'messageId = :id',
        ExpressionAttributeValues: { ':id': messageId },
        Limit: 1,
      }),
    );
    const item = out.Items?.[0];
    return item ? toRecord(item) : null;
  }

  /**
   * Sets the delivery state of a stored record (SES events: 'entregado', 'rebotado', 'queja') with the event's
   * diagnosis when given. Only an existing record is updated.
   * @returns false when the record does not exist.
   */
  async updateEstado(
    mail: Pick<MailRecord, 'rutFactoring' | 'sentAt' | 'messageId'>,
    estado: MailEstado,
    error?: string,
  ): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tables.mails,
          Key: { rutFactoring: mail.rutFactoring, sk: `${mail.sentAt}#${mail.messageId}` },
          UpdateExpression: error ? 'SET estado = :estado, #error = :error' : 'SET estado = :estado',
          ConditionExpression: 'attribute_exists(sk)',
          ExpressionAttributeNames: error ? { '#error': 'error' } : undefined,
          ExpressionAttributeValues: { ':estado': estado, ...(error ? { ':error': error } : {}) },
        }),
      );
      return true;
    } catch (caught) {
      if (isConditionFailure(caught)) return false;
      throw caught;
    }
  }

  /** Puts `email` on the suppression list (again: the latest reason and instant win). `at` is an ISO instant. */
  async suppress(email: string, motivo: SuppressionReason, at: string): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tables.mailSuppressions,
        Item: { email: suppressionKey(email), motivo, desde: at },
      }),
    );
  }

  /** The addresses of `emails` that are on the suppression list, as given (case-insensitive match). */
  async suppressedAmong(emails: readonly string[]): Promise<string[]> {
    const found = await Promise.all(
      emails.map(async (email) => {
        const out = await this.doc.send(
          new GetCommand({ TableName: this.tables.mailSuppressions, Key: { email: suppressionKey(email) } }),
        );
        return out.Item ? email : null;
      }),
    );
    return found.filter((email): email is string => email !== null);
  }
}

/** The stored item without its sort key. */
function toRecord(item: Record<string, unknown>): MailRecord {
  const { sk: _sk, ...record } = item;
  return record as unknown as MailRecord;
}
