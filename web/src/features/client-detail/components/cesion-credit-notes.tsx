import { formatDate } from '@web/lib/format';
import type { CreditNote } from '@domain/client-db/views/credit-notes-for-invoices';
import { creditNoteImpact, creditNotesSummary, type ImpactSubject } from '../model/credit-note-impact';
import { useAmountFormat } from './amount-format';

interface CesionCreditNotesProps {
  notes: readonly CreditNote[];
  /** The referenced document's total CLP (null when the RCV lacks it). */
  amount: number | null;
  /** Badge text of a note that takes the whole amount (model/credit-note-impact.ts WHOLE_NOTE_TEXT). */
  wholeText?: string;
  /** Whose footer: 'Cesión …' under a ceded document (default), 'Factura …' under an issued invoice. */
  subject?: ImpactSubject;
}

/**
 * The expanded row of a ceded document (client-detail.md §2 "An expandable row per document lists the credit notes
 * that reference it", §4 impact badge and footer summary): folio, date, amount, receptor and the impact badge of
 * each note, then the summary of all of them against the document's amount ('Cesión …' or 'Factura …', §4 "Footer
 * summary").
 */
export function CesionCreditNotes({ notes, amount, wholeText, subject = 'cesion' }: CesionCreditNotesProps) {
  const formatAmount = useAmountFormat();
  const total = notes.reduce((sum, note) => sum + note.total, 0);
  const summary = creditNotesSummary(total, amount, subject);
  return (
    <div className="px-3 py-2 bg-body-tertiary" data-testid="cesion-credit-notes">
      <div className="small fw-semibold mb-1">Notas de crédito que referencian el documento</div>
      <table className="table table-sm mb-1">
        <thead>
          <tr>
            <th>Folio</th>
            <th>Fecha</th>
            <th className="text-end">Monto</th>
            <th>Receptor</th>
            <th>Impacto</th>
          </tr>
        </thead>
        <tbody>
          {notes.map((note) => {
            const impact = creditNoteImpact(note.total, amount, wholeText);
            return (
              <tr key={note.folio} data-testid="credit-note-row">
                <td>{note.folio}</td>
                <td className="text-nowrap">{formatDate(note.fecha)}</td>
                <td className="text-end text-nowrap">{formatAmount(note.total)}</td>
                <td>{note.receptor}</td>
                <td>{impact ? <span className={`badge text-bg-${impact.variant}`}>{impact.text}</span> : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="small d-flex flex-wrap gap-2 align-items-center" data-testid="credit-notes-summary">
        <span>
          Total notas de crédito: <strong>{formatAmount(total)}</strong>
        </span>
        {summary ? <span className={`badge text-bg-${summary.variant}`}>{summary.text}</span> : null}
      </div>
    </div>
  );
}
