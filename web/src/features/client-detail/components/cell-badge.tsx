import type { CellBadge, DocumentCells } from '../model/document-cells';

/**
 * A status cell's badge (client-detail.md §4 "Anulado and rebajado cells"). With a tooltip (the credit notes of a
 * 'Rebajado (n NC)' cell) it shows on hover as the title, takes keyboard focus, and screen readers read it after the
 * text.
 */
export function CellBadgeView({ badge, tooltip = null }: { badge: CellBadge; tooltip?: string | null }) {
  const className = `badge text-bg-${badge.tone}`;
  if (tooltip === null) return <span className={className}>{badge.text}</span>;
  return (
    <span
      className={`${className} text-decoration-underline`}
      title={tooltip}
      tabIndex={0}
      aria-label={`${badge.text}. ${tooltip.replaceAll('\n', '; ')}`}
    >
      {badge.text}
    </span>
  );
}

/** The Anulado and Rebajado cells of a table row (client-detail.md §4), as their two table cells. */
export function NoteCellsView({ cells }: { cells: Pick<DocumentCells, 'anulado' | 'rebajado' | 'notasTooltip'> }) {
  return (
    <>
      <td>
        <CellBadgeView badge={cells.anulado} />
      </td>
      <td>
        <CellBadgeView badge={cells.rebajado} tooltip={cells.notasTooltip} />
      </td>
    </>
  );
}
