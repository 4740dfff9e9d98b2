import type { ReactNode } from 'react';

interface DetailRowProps {
  /** Whether the row is shown (its table row is open). */
  open: boolean;
  /** The table's column count: the one cell spans them all. */
  colSpan: number;
  /** Classes of the row. */
  className?: string;
  /** Classes of the cell. */
  cellClassName?: string;
  /** Extra attributes of the row (data-*) that tests and styles key on. */
  rowData?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/** The detail row under an opened table row: one cell across the whole table; nothing while closed. */
export function DetailRow({ open, colSpan, className, cellClassName, rowData, children }: DetailRowProps) {
  if (!open) return null;
  return (
    <tr className={className} {...rowData}>
      <td colSpan={colSpan} className={cellClassName}>
        {children}
      </td>
    </tr>
  );
}
