import { ExpandToggle } from './expand-toggle';

interface FolioCellProps {
  folio: number;
  /** Whether credit notes reference the document: only then its row opens into them. */
  hasNotes: boolean;
  open: boolean;
  onToggle: () => void;
}

/**
 * The Folio cell of a document row whose credit notes open under it (client-detail.md §2 "An expandable row per
 * document lists the credit notes that reference it"): the ▸/▾ toggle when it has notes, then the folio.
 */
export function FolioCell({ folio, hasNotes, open, onToggle }: FolioCellProps) {
  return (
    <td className="text-nowrap">
      {hasNotes ? (
        <ExpandToggle open={open} subject={`notas de crédito del folio ${folio}`} onToggle={onToggle} />
      ) : null}
      {folio}
    </td>
  );
}
