/**
 * The two sides of the client's RCV ledger as the Ventas and Compras tabs show them (client-detail.md §2 "Ventas
 * tab", "Compras tab", §8 error texts, §9 "Top lists"): the sales book ('venta', counterparties are debtors, the
 * documents are issued) and the purchase book ('compra', counterparties are suppliers, the documents are received).
 * One tab component reads everything that differs between the two from here.
 */
import type { Book } from '@domain/client-db/views/credit-notes-for-invoices';
import { CLAIM_ESTIMATE_RATIO } from '@domain/client-db/views/monthly-summary-view';
import type { DocumentRow } from '@domain/client-db/views/documents-view';
import type { NoEstadoText } from './cesion-cells';

/** The book a ledger tab shows: 'venta' (Ventas tab) or 'compra' (Compras tab). */
export type LedgerSide = Book;

/** Titles, column headers, error prefixes and test ids of one side. */
export interface LedgerTexts {
  /** Tab value and prefix of cache names and test ids: 'ventas' or 'compras'. */
  key: 'ventas' | 'compras';
  /** Header of the monthly amount column and of the factors' denominator: 'Ventas' or 'Compras'. */
  amount: string;
  /** The counterparty of the book: 'Deudor' or 'Proveedor'. */
  counterparty: string;
  /** Column naming the counterparty in the documents table: 'Deudor' (issued) or 'Emisor' (received). */
  documentCounterparty: string;
  documentsTitle: string;
  /** §8 'Error cargando datos mensuales' / 'Error cargando compras mensuales' (followed by ': {message}'). */
  monthlyError: string;
  /** §8 'Error cargando documentos emitidos' / 'Error cargando documentos recibidos' (followed by ': {message}'). */
  documentsError: string;
  /** Header of the monthly claimed amount: 'Reclamos (estimado)' for sales (an approximation, §9), else 'Reclamos'. */
  reclamos: string;
  /** The rule behind an estimated claimed amount, shown as its tooltip and in the report; null when it is measured. */
  reclamosRule: string | null;
  /** Status of a document without estado, neither pending, accepted nor claimed (§4): 'No Aceptado' when issued. */
  noEstado: NoEstadoText;
}

/** client-detail.md §9: a sales month's claimed amount is not measured but estimated from its credit notes. */
const SALES_CLAIMS_RULE = `Reclamos estimados como el ${CLAIM_ESTIMATE_RATIO * 100} % del total de notas de crédito del mes.`;

const TEXTS: Readonly<Record<LedgerSide, LedgerTexts>> = {
  venta: {
    key: 'ventas',
    amount: 'Ventas',
    counterparty: 'Deudor',
    documentCounterparty: 'Deudor',
    documentsTitle: 'Documentos Emitidos',
    monthlyError: 'Error cargando datos mensuales',
    documentsError: 'Error cargando documentos emitidos',
    reclamos: 'Reclamos (estimado)',
    reclamosRule: SALES_CLAIMS_RULE,
    noEstado: 'No Aceptado',
  },
  compra: {
    key: 'compras',
    amount: 'Compras',
    counterparty: 'Proveedor',
    documentCounterparty: 'Emisor',
    documentsTitle: 'Documentos Recibidos',
    monthlyError: 'Error cargando compras mensuales',
    documentsError: 'Error cargando documentos recibidos',
    reclamos: 'Reclamos',
    reclamosRule: null,
    noEstado: 'Pendiente',
  },
};

/** The texts of `side`. */
export function ledgerTexts(side: LedgerSide): LedgerTexts {
  return TEXTS[side];
}

/** Rows of the credit-note and claims counterparty tables (client-detail.md §9 "Top lists are capped at 20 rows"). */
const TOP_ROWS = 20;
/** client-detail.md §9: "The supplier credit-note and claims month filters give 10 rows." */
const SUPPLIER_MONTH_FILTER_ROWS = 10;

/**
 * How many rows the credit-note and claims counterparty tables show: 10 on the purchase side while a month filter
 * is active, 20 otherwise (client-detail.md §9).
 * @param side the book; monthFiltered whether any month is selected.
 */
export function notesAndClaimsRows(side: LedgerSide, monthFiltered: boolean): number {
  return side === 'compra' && monthFiltered ? SUPPLIER_MONTH_FILTER_ROWS : TOP_ROWS;
}

/** The counterparty a document row names on `side`: the receptor (deudor) of a sale, the emisor of a purchase. */
export function documentCounterparty(side: LedgerSide, row: Pick<DocumentRow, 'deudor' | 'emisor'>): string {
  return side === 'venta' ? row.deudor : row.emisor;
}
