import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { notificacionKey, type TipoNotificacion } from '@domain/notificacion/notificacion';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchWrite } from './batch-write';
import { queryAll } from './query-all';

/** The e-mails a factoring keeps for one debtor (core-platform §3 "Debtor: rut, email"). */
export interface DeudorEmails {
  rut: string;
  emails: string[];
  /** ISO instant of the last change. */
  actualizadoEn: string;
}

/** The record of one document's notification to its debtor (core-platform §4 "Notification success"). */
export interface NotificacionRegistro {
  tipo: TipoNotificacion;
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
  idSecuencia: number;
  rutDeudor: string;
  /** ISO instant the e-mail was handed to the transport. */
  notificadoEn: string;
  emails: string[];
  /** The sent e-mail's message id (its record in the `mails` table). */
  messageId: string;
  /** Who asked for it (e-mail or username). */
  notificadoPor: string;
}

const DEUDOR = 'deudor#';
const NOTIFICADO = 'notificado#';

function notificadoSk(registro: NotificacionRegistro): string {
  return `${NOTIFICADO}${registro.tipo}#${notificacionKey({ ...registro, tipo: registro.tipoDTE })}`;
}

/**
 * The `notificaciones` table (lambdas/store/tables.ts: pk rutFactoring, sk '{kind}#...'): per factoring, the
 * e-mails it remembers for each debtor (sk 'deudor#{rutDeudor}') and the record of each document it notified
 * (sk 'notificado#{cesion|recesion}#{rutEmisor}#{tipo}#{folio}#{idSecuencia}'), so the cession lists mark
 * deudorNotificado with one Query. RUTs are expected normalised ('NNNNNNNN-D').
 */
export class NotificacionRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** The debtor's remembered e-mails, or null when the factoring keeps none. */
  async getDeudor({ rutFactoring }: FactoringScope, rutDeudor: string): Promise<DeudorEmails | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: `${DEUDOR}${rutDeudor}` } }),
    );
    return Item
      ? { rut: rutDeudor, emails: (Item.emails as string[]) ?? [], actualizadoEn: Item.actualizadoEn as string }
      : null;
  }

  /** Replaces the debtor's remembered e-mails (an empty list forgets them). */
  async putDeudor({ rutFactoring }: FactoringScope, deudor: DeudorEmails): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          rutFactoring,
          sk: `${DEUDOR}${deudor.rut}`,
          emails: deudor.emails,
          actualizadoEn: deudor.actualizadoEn,
        },
      }),
    );
  }

  /** Stores the notification of each cession (a later notice of the same cession replaces the earlier record). */
  async recordNotificaciones(
    { rutFactoring }: FactoringScope,
    registros: readonly NotificacionRegistro[],
  ): Promise<void> {
    await batchWrite(
      this.doc,
      this.tableName,
      registros.map((registro) => ({
        PutRequest: { Item: { rutFactoring, sk: notificadoSk(registro), ...registro } },
      })),
    );
  }

  /**
   * Every notification of one kind a factoring recorded: one paginated Query of the 'notificado#{tipo}#' range.
   * @returns them keyed by notificacionKey ('{rutEmisor}#{tipo}#{folio}#{idSecuencia}').
   */
  async listNotificaciones(
    { rutFactoring }: FactoringScope,
    tipo: TipoNotificacion,
  ): Promise<Map<string, NotificacionRegistro>> {
    const items = await queryAll<NotificacionRegistro & { sk: string; rutFactoring: string }>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :rut AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':rut': rutFactoring, ':prefix': `${NOTIFICADO}${tipo}#` },
    });
    return new Map(
      items.map(({ sk: _sk, rutFactoring: _rut, ...registro }) => [
        notificacionKey({ ...registro, tipo: registro.tipoDTE }),
        registro,
      ]),
    );
  }
}
