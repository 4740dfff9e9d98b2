import type { ReactNode } from 'react';
import { ScrollRegion } from '@web/components/ui/scroll-region';

/** A figure column: header, the cell's text, and a test id for its cells. */
export interface FigureColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
  testId?: string;
}

/** Opens a row's documents; its button reads 'Ver' plus `name` for screen readers. */
export interface FigureDrill<T> {
  open: (row: T) => void;
  name: (row: T) => string;
  /** A row without documents has nothing to open. */
  empty: (row: T) => boolean;
}

interface FigureTableProps<T> {
  caption: string;
  /** The first column's header and each row's header cell (month, party, tramo). */
  heading: string;
  rowHeading: (row: T) => ReactNode;
  columns: ReadonlyArray<FigureColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Data attributes and class of a row (for tests and styles). */
  rowAttributes: (row: T) => Record<`data-${string}`, string> & { className?: string };
  /** The row's documents, when they can be listed here; without it the table has no 'Ver' column. */
  drill?: FigureDrill<T>;
  testId?: string;
  /** The one row of a table with none; 'Sin documentos en el periodo.' unless told. */
  emptyText?: string;
  /** A height past which the rows scroll (long rankings); none lets the table grow. */
  maxHeight?: string;
}

/**
 * A report's figures as a table: one row per month, party or tramo with its header cell, the figures right-aligned,
 * and (with `drill`) a 'Ver' button opening the documents behind the row; it scrolls (keyboard included) rather than
 * widen the page.
 */
export function FigureTable<T>(props: FigureTableProps<T>) {
  const { caption, heading, rowHeading, columns, rows, rowKey, rowAttributes, drill } = props;
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
            {drill ? (
              <th scope="col">
                <span className="visually-hidden">Acciones</span>
              </th>
            ) : null}
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
              {drill ? (
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0"
                    disabled={drill.empty(row)}
                    onClick={() => drill.open(row)}
                  >
                    Ver<span className="visually-hidden"> documentos de {drill.name(row)}</span>
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (drill ? 2 : 1)} className="text-center text-body-secondary">
                {props.emptyText ?? 'Sin documentos en el periodo.'}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
