import { formatAmount } from '@web/lib/format';

/** One row: its key (also its data attribute's value), label, colour in the chart beside it, documents and CLP. */
export interface LegendAmountsRow {
  key: string;
  etiqueta: string;
  color: string;
  documentos: number;
  monto: number;
}

/** The legend rows of a chart's items: each keyed by `keyOf` and coloured as the chart colours that key. */
export function legendRows<T extends Omit<LegendAmountsRow, 'key' | 'color'>, K extends string>(
  items: readonly T[],
  keyOf: (item: T) => K,
  colors: Readonly<Record<K, string>>,
): LegendAmountsRow[] {
  return items.map((item) => ({
    key: keyOf(item),
    etiqueta: item.etiqueta,
    color: colors[keyOf(item)],
    documentos: item.documentos,
    monto: item.monto,
  }));
}

interface LegendAmountsTableProps {
  rows: readonly LegendAmountsRow[];
  /** The first column's header ('Tramo', 'Estado'). */
  heading: string;
  caption: string;
  /** Each row's data attribute ('data-tramo', 'data-estado'), holding its key. */
  rowAttribute: `data-${string}`;
  testId: string;
  /** data-testid of each amount cell. */
  amountTestId: string;
  className?: string;
}

/**
 * The exact figures beside a Cartera chart, each row led by its colour swatch, so the table is the chart's legend and
 * what screen readers read (the chart itself is aria-hidden). Amounts CLP in es-CL format.
 */
export function LegendAmountsTable({
  rows,
  heading,
  caption,
  rowAttribute,
  testId,
  amountTestId,
  className = 'mb-0',
}: LegendAmountsTableProps) {
  return (
    <table className={`table table-sm small ${className}`} data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="text-end">
            Documentos
          </th>
          <th scope="col" className="text-end">
            Monto
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} {...{ [rowAttribute]: row.key }}>
            <th scope="row" className="fw-normal">
              <span
                className="d-inline-block rounded-circle me-2 align-middle"
                style={{ width: 10, height: 10, background: row.color }}
                aria-hidden="true"
              />
              {row.etiqueta}
            </th>
            <td className="text-end">{row.documentos.toLocaleString('es-CL')}</td>
            <td className="text-end" data-testid={amountTestId}>
              {formatAmount(row.monto)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
