import type { ReactNode } from 'react';
import { ScrollRegion } from '@web/components/ui/scroll-region';

/** A figure column: header, the cell's text, and a test id for its cells. */
export interface FigureColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
  testId?: string;
}

interface FigureTableProps<T> {
  caption: string;
  /** The first column's header and each row's header cell (month, party, tramo). */
  heading: string;
  rowHeading: (row: T) => ReactNode;
  columns: ReadonlyArray<FigureColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Data attributes of a row (for tests and styles). */
  rowAttributes: (row: T) => Record<`data-${string}`, string>;
  /** Opens the row's documents; its button reads 'Ver' plus `drillName` for screen readers. */
  onDrill: (row: T) => void;
  drillName: (row: T) => string;
  /** A row without documents has nothing to open. */
  empty: (row: T) => boolean;
  testId?: string;
  /** A height past which the rows scroll (long rankings); none lets the table grow. */
  maxHeight?: string;
}

/**
 * A report's figures as a table: one row per month, party or tramo with its header cell, the figures right-aligned,
 * and a 'Ver' button opening the documents behind the row; it scrolls (keyboard included) rather than widen the page.
 */
export function FigureTable<T>(props: FigureTableProps<T>) {
  const { caption, heading, rowHeading, columns, rows, rowKey, rowAttributes, onDrill, drillName, empty } = props;
  return (
    <ScrollRegion label={caption} style={props.maxHeight ? { maxHeight: props.maxHeight } : undefined}>
      <table className="table table-sm small align-middle mb-0" data-testid={props.testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className="sticky-top">
          <tr>
            <th scope="col">{heading}</th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="text-end">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes(row)}>
              <th scope="row" className="fw-normal">
                {rowHeading(row)}
              </th>
              {columns.map((column) => (
                <td key={column.label} className="text-end text-nowrap" data-testid={column.testId}>
                  {column.value(row)}
                </td>
              ))}
              <td className="text-end">
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  disabled={empty(row)}
                  onClick={() => onDrill(row)}
                >
                  Ver<span className="visually-hidden"> documentos de {drillName(row)}</span>
                </button>
              </td>
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 2} className="text-center text-body-secondary">
                Sin documentos en el periodo.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
