import type { CesionView } from '@domain/cession';
import type { Selectability } from '@domain/cession-rules';
import { dteTypeName } from '@domain/dte-types';
import { InfoTip } from '@web/components/ui/info-tip';
import { displayRut, formatAmount } from '@web/lib/format';
import { isAssignedToday } from '../../lib/cessions/day-counts';
import { CesionEnvioBadge } from './cesion-envio-badge';
import { NotificadoBadge } from './notificado-badge';
import { RedFlagBadges } from './red-flag-badges';

interface SelectCellProps {
  cesion: CesionView;
  selectability: Selectability;
  selected: boolean;
  onToggle: (id: string) => void;
}

/** Select checkbox, or the info icon with the reason the row cannot be selected (core-platform §4). */
export function SelectCell({ cesion, selectability, selected, onToggle }: SelectCellProps) {
  return selectability.selectable ? (
    <input
      type="checkbox"
      className="form-check-input"
      checked={selected}
      onChange={() => onToggle(cesion.id)}
      aria-label={`Seleccionar documento ${cesion.folio}`}
    />
  ) : (
    <InfoTip text={selectability.reason} />
  );
}

/**
 * Folio with the 'Nuevo' badge (assigned today, core-platform §2) and the 'Notificado' one (debtor notified), the
 *  document type name, and the state of the last
 * AEC the platform sent for it ('Enviado al SII', 'Aceptado', 'Rechazado: ...'), and the cession's red flags with
 * their reasons.
 */
export function FolioText({ cesion, now }: { cesion: CesionView; now: Date }) {
  return (
    <>
      <div>
        {cesion.folio}
        {isAssignedToday(cesion.fechaCesion, now) ? <span className="badge text-bg-primary ms-1">Nuevo</span> : null}
        <NotificadoBadge cesion={cesion} />
      </div>
      <div className="small text-muted">{dteTypeName(cesion.tipo)}</div>
      <CesionEnvioBadge cesion={cesion} />
      <RedFlagBadges cesion={cesion} />
    </>
  );
}

/** A party as two compact lines: razón social and rut. */
export function PartyText({ party }: { party: CesionView['deudor'] }) {
  return (
    <>
      <div>{party.razonSocial}</div>
      <div className="small text-muted text-nowrap">{displayRut(party.rut)}</div>
    </>
  );
}

/** Shown under a cesionario whose cession was re-assigned since (estadoCesion '', core-platform §3). */
export const RECEDIDO_NOTE = 'Recedido: pagar al último cesionario';

/**
 * The cesionario of an owed document, i.e. the factoring the debtor must pay; once that
 * cession was re-assigned (estadoCesion '') it is marked as no longer the one to pay.
 */
export function CesionarioText({ cesion }: { cesion: CesionView }) {
  return (
    <>
      <PartyText party={cesion.cesionario} />
      {cesion.estadoCesion === '' ? <div className="small text-danger">{RECEDIDO_NOTE}</div> : null}
    </>
  );
}

/** montoCedido over montoDocumento, montoCedido red when lower (core-platform §2, esMenor of §3). */
export function MontoText({ cesion }: { cesion: CesionView }) {
  const esMenor = cesion.montoCedido < cesion.montoDocumento;
  return (
    <>
      <div className={esMenor ? 'text-danger fw-semibold' : undefined} data-testid="monto-cedido">
        {formatAmount(cesion.montoCedido)}
      </div>
      <div className="small text-muted">{formatAmount(cesion.montoDocumento)}</div>
    </>
  );
}
