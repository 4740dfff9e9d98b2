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

/** A Bootstrap badge colour. */
export type BadgeTone = 'warning' | 'success' | 'danger' | 'info' | 'primary' | 'dark';

/**
 * The 'Evento' badge (client-radar.md §4 'Change event'): 'Nuevo' in the warning colour; 'Cesión' green when the
 * factoring is the cesionario, red otherwise; and the typed events 'Nota de crédito', 'Reclamada', 'Aceptada'.
 */
export function eventBadge(row: InvoiceChange): { text: string; tone: BadgeTone } {
  switch (row.change_type) {
    case 'new':
      return { text: 'Nuevo', tone: 'warning' };
    case 'cesion':
      return { text: 'Cesión', tone: row.is_cesionario === 1 ? 'success' : 'danger' };
    case 'nota_credito':
      return { text: 'Nota de crédito', tone: 'info' };
    case 'reclamada':
      return { text: 'Reclamada', tone: 'dark' };
    case 'aceptada':
      return { text: 'Aceptada', tone: 'primary' };
  }
}

/** The row's 'Fecha': when the cession, claim or acknowledgement happened, or when the SII received the document. */
export function eventDate(row: InvoiceChange): string {
  const { fechaCesion, fechaEvento, fechaHoraEnSII } = row.invoice_data;
  return fechaCesion ?? fechaEvento ?? fechaHoraEnSII;
}

/** The event filter's choices: the spec's two events with a cession split by whose it is, and the typed events. */
export const EVENT_FILTERS = [
  { value: 'todos', label: 'Todos los eventos' },
  { value: 'nuevo', label: 'Nuevo' },
  { value: 'cesion-propia', label: 'Cedida al factoring' },
  { value: 'cedida-otro', label: 'Cedida a otro factoring' },
  { value: 'reclamada', label: 'Reclamada' },
  { value: 'aceptada', label: 'Aceptada' },
  { value: 'nota-credito', label: 'Nota de crédito' },
] as const;

export type EventFilter = (typeof EVENT_FILTERS)[number]['value'];

/** The rows of one event choice of {@link EVENT_FILTERS}; every row for 'todos'. */
export function filterByEvent(rows: readonly InvoiceChange[], filter: EventFilter): readonly InvoiceChange[] {
  if (filter === 'todos') return rows;
  return rows.filter((row) => eventOf(row) === filter);
}

function eventOf(row: InvoiceChange): EventFilter {
  switch (row.change_type) {
    case 'new':
      return 'nuevo';
    case 'cesion':
      return row.is_cesionario === 1 ? 'cesion-propia' : 'cedida-otro';
    case 'nota_credito':
      return 'nota-credito';
    case 'reclamada':
    case 'aceptada':
      return row.change_type;
  }
}
