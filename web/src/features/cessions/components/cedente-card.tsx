import { useMemo, useState } from 'react';
import { selectability } from '../../../../../domain/cession-rules';
import { displayRut, formatAmount } from '../../../lib/format';
import type { CedenteGroup } from '../model/group-by-cedente';
import { CessionsTable } from './cessions-table';

/**
 * An expandable card with the documents of one cedente (core-platform §2): header with the cedente's name
 * and rut, total assigned amount, document count, the 'Email invalido' badge with the invalid assignee
 * mailboxes, and the emisores that differ from the cedente. Rows start selected when selectable (§4).
 * Mount it with a key that changes with the data so the selection restarts on each search.
 */
export function CedenteCard({ group, now }: { group: CedenteGroup; now: Date }) {
  const rows = useMemo(
    () => group.cesiones.map((cesion) => ({ cesion, selectability: selectability(cesion) })),
    [group.cesiones],
  );
  const selectableIds = useMemo(
    () => rows.filter((row) => row.selectability.selectable).map((row) => row.cesion.id),
    [rows],
  );
  const [expanded, setExpanded] = useState(true);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(selectableIds));

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function toggleAll(select: boolean) {
    setSelected(select ? new Set(selectableIds) : new Set());
  }

  const bodyId = `cedente-${group.cedente.rut}`;
  return (
    <section className="card mb-3" data-testid="cedente-card" aria-label={group.cedente.razonSocial}>
      <div className="card-header d-flex flex-wrap align-items-center gap-3">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={expanded ? 'Contraer' : 'Expandir'}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? '−' : '+'}
        </button>
        <div className="me-auto">
          <h2 className="h6 mb-0">{group.cedente.razonSocial}</h2>
          <div className="small text-muted">{displayRut(group.cedente.rut)}</div>
          {group.otherEmisores.map((emisor) => (
            <div key={emisor.rut} className="small text-muted">
              Emisor: {emisor.razonSocial} ({displayRut(emisor.rut)})
            </div>
          ))}
        </div>
        {group.invalidEmailCount > 0 ? (
          <span
            className="badge text-bg-warning"
            title={`Email cesionario invalido, email: ${group.invalidEmails.join(', ')}`}
            data-testid="invalid-email-badge"
          >
            Email invalido <span className="badge text-bg-light ms-1">{group.invalidEmailCount}</span>
          </span>
        ) : null}
        <div className="text-end">
          <div className="fw-semibold" data-testid="cedente-monto">
            {formatAmount(group.totals.montoCedido)}
          </div>
          <div className="small text-muted" data-testid="cedente-count">
            {group.cesiones.length} documentos
          </div>
        </div>
      </div>
      {expanded ? (
        <div id={bodyId} className="card-body p-0">
          <CessionsTable
            rows={rows}
            totals={group.totals}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            now={now}
          />
        </div>
      ) : null}
    </section>
  );
}
