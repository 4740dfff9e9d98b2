import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';

/** Rows per page of the sales-ledger radar (client-radar.md §9). */
export const RADAR_PAGE_SIZE = 20;

/**
 * The rows whose issuer RUT or name, or receiver RUT or name, contains the search (client-radar.md §5 'Ledger radar
 * search': case-insensitive and trimmed); every row for an empty search.
 */
export function searchRows(rows: readonly InvoiceChange[], search: string): readonly InvoiceChange[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  // RUTs are kept without dots: a RUT typed with them ('76.354.771-K') still finds its rows.
  const bare = /^[\d.\-k]+$/.test(needle) ? needle.replace(/\./g, '') : needle;
  return rows.filter((row) =>
    [row.rut_emisor, row.razonsocial, row.invoice_data.rutReceptor, row.invoice_data.razonSocialReceptor].some(
      (field) => field.toLowerCase().includes(bare),
    ),
  );
}

/** The document type as client-radar.md §3 'Document type codes' names it: 'Tipo {n}' outside the list. */
export function radarDteTypeName(tipo: number): string {
  return RADAR_DTE_TYPES[tipo] ?? `Tipo ${tipo}`;
}

const RADAR_DTE_TYPES: Record<number, string> = {
  33: 'Factura',
  34: 'Factura Exenta',
  46: 'Factura de Compra',
  61: 'Nota de Crédito',
};

/**
 * The 'Evento' badge (client-radar.md §4 'Change event'): 'Nuevo' in the warning colour; 'Cesión' green when the
 * factoring is the cesionario, red otherwise.
 */
export function eventBadge(row: InvoiceChange): { text: string; tone: 'warning' | 'success' | 'danger' } {
  if (row.change_type === 'new') return { text: 'Nuevo', tone: 'warning' };
  return { text: 'Cesión', tone: row.is_cesionario === 1 ? 'success' : 'danger' };
}

/** The row's 'Fecha': when the cession happened, or when the SII received the document. */
export function eventDate(row: InvoiceChange): string {
  return row.invoice_data.fechaCesion ?? row.invoice_data.fechaHoraEnSII;
}
