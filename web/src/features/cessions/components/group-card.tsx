import type { ReactNode } from 'react';
import type { CesionView } from '@domain/cession';
import { BulkCertificatesButton } from '@web/components/downloads/bulk-certificates-button';
import { displayRut, formatAmount, formatDate } from '@web/lib/format';
import { useRowSelection } from '../hooks/use-row-selection';
import type { Counterparty } from '@web/lib/cessions/cession-screens';
import type { CessionGroup } from '@web/lib/cessions/group-cessions';
import { CessionsTable } from './cessions-table';
import { countText } from '@domain/es-cl-format';

/** What the footer's 'Descargar certificados' needs besides the selection (acquired and assigned screens). */
export interface BulkCertificates {
  rutFactoring: string;
  tipoConsulta: 'adquiridas' | 'cedidas';
  /** Search window, 'yyyy-MM-dd'. */
  fechaDesde: string;
  fechaHasta: string;
}

/**
 * Extra bulk buttons of a card's footer, given the card's selected rows (the cession actions) and `unselect`, which
 * takes rows out of the card's selection (those an action sent).
 */
export type CardActions = (selected: CesionView[], unselect: (ids: readonly string[]) => void) => ReactNode;

interface GroupCardProps {
  group: CessionGroup;
  expanded: boolean;
  onToggleExpanded: () => void;
  /** Show the emisor column (assigned screen). */
  showEmisor: boolean;
  /** The rows' party column; 'cesionario' (owed screen) also titles the card 'Pagar a'. 'deudor' when absent. */
  counterparty?: Counterparty;
  /** Shows the footer's bulk certificate buttons over the selected rows; none when absent (owed). */
  bulk?: BulkCertificates;
  /** More footer buttons over the selection (Devolver, Confirmar Envio); none when absent. */
  actions?: CardActions;
  now: Date;
}

/**
 * An expandable card with the documents of one group (core-platform §2): header with the party's name and
 * rut (and the day when grouped by day), total assigned amount, document count, the 'Email invalido' badge
 * with the invalid assignee mailboxes, and the emisores that differ from the cedente. Rows start selected
 * when selectable (§4), also those that arrive with later pages. Mount it with a key that changes with each
 * search (not with each page, nor when the same search is read again) so the selection restarts on each search.
 */
export function GroupCard({
  group,
  expanded,
  onToggleExpanded,
  showEmisor,
  counterparty = 'deudor',
  bulk,
  actions,
  now,
}: GroupCardProps) {
  const { selected, toggle, toggleAll, unselect } = useRowSelection(group.cesiones);
  const selectedRows = group.cesiones.filter((c) => selected.has(c.id));

  const bodyId = `grupo-${group.key}`;
  return (
    <section
      className="card mb-3"
      data-testid="cedente-card"
      data-day={group.day ?? undefined}
      aria-label={group.party.razonSocial}
    >
      <div className="card-header d-flex flex-wrap align-items-center gap-3">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={expanded ? 'Contraer' : 'Expandir'}
          onClick={onToggleExpanded}
        >
          {expanded ? '−' : '+'}
        </button>
        <div className="me-auto">
          {counterparty === 'cesionario' ? (
            <h2 className="h6 mb-0" data-testid="cesionario-a-pagar">
              <span className="fw-normal text-muted">Pagar a </span>
              {group.party.razonSocial} ({displayRut(group.party.rut)})
            </h2>
          ) : (
            <h2 className="h6 mb-0">{group.party.razonSocial}</h2>
          )}
          {counterparty === 'cesionario' ? null : <div className="small text-muted">{displayRut(group.party.rut)}</div>}
          {group.day ? (
            <div className="small fw-semibold" data-testid="group-day">
              {formatDate(group.day)}
            </div>
          ) : null}
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
            {countText(group.cesiones.length, 'documento', 'documentos')}
          </div>
        </div>
      </div>
      {expanded ? (
        <div id={bodyId} className="card-body p-0">
          <CessionsTable
            id={bodyId}
            cesiones={group.cesiones}
            totals={group.totals}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            showEmisor={showEmisor}
            counterparty={counterparty}
            footerActions={
              <>
                {bulk ? <BulkCertificatesButton cesiones={selectedRows} {...bulk} /> : null}
                {actions?.(selectedRows, unselect)}
              </>
            }
            now={now}
          />
        </div>
      ) : null}
    </section>
  );
}
