/**
 * The sticky bar's counterparty filter (client-detail.md §2 "Global sticky filter bar", §4 "Filters and paging", §5):
 * which tabs it filters, whose counterparties it offers and its label. The debtors of the client's sales serve the
 * Cesiones and Ventas tabs ('Filtrar por Deudor'); its suppliers serve Compras and, as 'Filtrar por Proveedor',
 * CesionesProveedores (the cessions of documents the client owes). Each book keeps its own choice.
 */
import type { Book } from '@domain/client-db/views/credit-notes-for-invoices';
import type { DetailTab } from './detail-tab';

/** The chosen counterparty RUT ('NNNNNNNN-D') of each book, null for none. */
export type CounterpartyChoice = Readonly<Record<Book, string | null>>;

/** No counterparty chosen in either book. */
export const NO_COUNTERPARTY: CounterpartyChoice = { venta: null, compra: null };

/** The book whose counterparties filter `tab`; null for a tab without a counterparty. */
export function counterpartyBook(tab: DetailTab): Book | null {
  if (tab === 'cesiones' || tab === 'ventas') return 'venta';
  if (tab === 'compras' || tab === 'cesionesProveedores') return 'compra';
  return null;
}

/** 'Filtrar por Proveedor' on cesionesProveedores, 'Filtrar por Deudor' elsewhere (client-detail.md §2). */
export function counterpartyFilterLabel(tab: DetailTab): string {
  return tab === 'cesionesProveedores' ? 'Filtrar por Proveedor' : 'Filtrar por Deudor';
}

/** The `deudores` filter of the views for `tab`: the book's chosen RUT, or none (every counterparty). */
export function chosenCounterparties(tab: DetailTab, choice: CounterpartyChoice): string[] {
  const book = counterpartyBook(tab);
  const rut = book === null ? null : choice[book];
  return rut === null ? [] : [rut];
}
