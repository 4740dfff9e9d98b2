import type { LocalDbReader } from '@domain/client-db/db-reader';
import { counterpartyOptionsView } from '@domain/client-db/views/counterparty-options-view';
import type { Book } from '@domain/client-db/views/credit-notes-for-invoices';
import type { DateRangeFilter } from '@domain/client-db/views/view-filters';
import { SearchableSelect, type SearchableOption } from '@web/components/ui/searchable-select';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';

const OPTIONS: Readonly<
  Record<Book, (reader: LocalDbReader, filters: DateRangeFilter) => ReturnType<typeof counterpartyOptionsView>>
> = {
  venta: (reader, filters) => counterpartyOptionsView(reader, 'venta', filters),
  compra: (reader, filters) => counterpartyOptionsView(reader, 'compra', filters),
};

interface CounterpartyFilterProps {
  book: Book;
  label: string;
  range: DetailDateRange;
  /** The chosen RUT, null for none. */
  value: string | null;
  onChange: (rut: string | null) => void;
}

/**
 * 'Filtrar por Deudor' / 'Filtrar por Proveedor' of the sticky bar (client-detail.md §2): the counterparties of the
 * book with documents in the range, by name, each with its document count, searchable by name or RUT; Limpiar clears
 * the choice. A choice outside the range's options is kept and still filters (it shows by its RUT).
 */
export function CounterpartyFilter({ book, label, range, value, onChange }: CounterpartyFilterProps) {
  const options = useLocalView(
    `counterpartyOptions:${book}`,
    { fechaDesde: range.inicio, fechaHasta: range.fin },
    OPTIONS[book],
  );
  const choices: SearchableOption[] = (options.data ?? []).map((option) => ({
    value: option.rut,
    label: option.nombre,
    count: option.cantidad,
  }));
  if (value !== null && !choices.some((choice) => choice.value === value)) choices.push({ value, label: value });
  return (
    <SearchableSelect label={label} options={choices} value={value} onChange={onChange} testId="counterparty-filter" />
  );
}
