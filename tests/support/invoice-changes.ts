import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import type { ServerConfig } from '@lambdas/platform/config';

/**
 * A sales-ledger radar record (client-radar.md §3): invoice `id` (folio `id`) of CLIENTA LIMITADA (76354771-K) to
 * DEUDORA SPA (96519800-8), newly seen; `over` replaces any field.
 */
export function invoiceChange(id: number, over: Partial<InvoiceChange> = {}): InvoiceChange {
  return {
    id,
    rut_emisor: '76354771-K',
    razonsocial: 'CLIENTA LIMITADA',
    invoice_data: {
      rutReceptor: '96519800-8',
      razonSocialReceptor: 'DEUDORA SPA',
      fechaHoraEnSII: '2026-11-20 10:00:00',
    },
    detected_at: '2026-11-20T15:00:00.000Z',
    folio: id,
    tipo_dte: 33,
    total: 1000,
    change_type: 'new',
    is_cesionario: 0,
    razonsocial_cesionario: null,
    ...over,
  };
}

/** Stores a client company as enrolled by a factoring (its clave's public item, without the sealed secret). */
export async function enrolClient(
  engines: { doc: DynamoDBDocumentClient; config: ServerConfig },
  rutFactoring: string,
  rutCliente: string,
): Promise<void> {
  await engines.doc.send(
    new PutCommand({
      TableName: engines.config.tables.credentials,
      Item: { rutFactoring, sk: `cliente#${rutCliente}`, rutCliente, estado: 'Activo' },
    }),
  );
}
