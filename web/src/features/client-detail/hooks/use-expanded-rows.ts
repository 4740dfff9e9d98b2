import { useState } from 'react';

/**
 * The ids of a table's opened rows and the toggle of one of them (the expandable rows of client-detail.md §2
 * "An expandable row per document lists the credit notes that reference it").
 */
export function useExpandedRows(): { expanded: ReadonlySet<string>; toggle: (id: string) => void } {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { expanded, toggle };
}
