/**
 * The ▸/▾ button that opens or closes a table row's detail; `subject` ends its accessible name ('Ver {subject}' /
 * 'Ocultar {subject}').
 */
export function ExpandToggle({ open, subject, onToggle }: { open: boolean; subject: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-sm btn-link p-0 me-1 text-decoration-none"
      aria-expanded={open}
      aria-label={`${open ? 'Ocultar' : 'Ver'} ${subject}`}
      onClick={onToggle}
    >
      {open ? '▾' : '▸'}
    </button>
  );
}
