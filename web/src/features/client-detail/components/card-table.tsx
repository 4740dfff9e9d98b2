import { InfoTip } from '@web/components/ui/info-tip';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import type { ReactNode } from 'react';

/** One column of a {@link CardTable}: header text, right-aligned for amounts, and the cell of a row. */
export interface CardColumn<T> {
  header: string;
  /** How the column's figures are obtained, as an info tip beside the header (e.g. an estimate's rule). */
  hint?: string | null;
  end?: boolean;
  cell: (row: T) => ReactNode;
}

interface CardTableProps<T> {
  title: string;
  columns: readonly CardColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  testId: string;
  /** Extra header content (a Limpiar button, a radio choice). */
  actions?: ReactNode;
  /** Makes the rows clickable (month filters); `isSelected` marks the chosen ones. */
  onRowClick?: (row: T) => void;
  isSelected?: (row: T) => boolean;
  footer?: ReactNode;
}

/**
 * A titled card holding a small table of the client detail tabs, with the 'No hay datos' empty state
 * (client-detail.md §8) and optionally clickable, selectable rows (keyboard: Enter or Space on a focused row).
 */
export function CardTable<T>({
  title,
  columns,
  rows,
  rowKey,
  testId,
  actions,
  onRowClick,
  isSelected,
  footer,
}: CardTableProps<T>) {
  return (
    <div className="card h-100">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span className="fw-semibold">{title}</span>
        {actions}
      </div>
      <ScrollRegion label={title} style={{ maxHeight: '400px' }}>
        <table className={`table table-sm align-middle mb-0${onRowClick ? ' table-hover' : ''}`} data-testid={testId}>
          <thead className="sticky-top">
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={column.end ? 'text-end' : undefined}>
                  {column.header}
                  {column.hint ? (
                    <>
                      {' '}
                      <InfoTip text={column.hint} />
                    </>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="text-center text-muted py-3">
                  No hay datos
                </td>
              </tr>
            ) : null}
            {rows.map((row) => {
              const selected = isSelected?.(row) ?? false;
              return (
                <tr
                  key={rowKey(row)}
                  className={selected ? 'table-primary' : undefined}
                  aria-pressed={onRowClick ? selected : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  role={onRowClick ? 'button' : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            onRowClick(row);
                          }
                        }
                      : undefined
                  }
                >
                  {columns.map((column) => (
                    <td key={column.header} className={column.end ? 'text-end text-nowrap' : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {footer}
    </div>
  );
}
