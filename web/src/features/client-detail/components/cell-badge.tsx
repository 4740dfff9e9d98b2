import type { CellBadge } from '../model/document-cells';

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
