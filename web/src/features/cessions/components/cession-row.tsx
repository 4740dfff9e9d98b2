import type { CesionView } from '../../../../../domain/cession';
import type { Selectability } from '../../../../../domain/cession-rules';
import { dteTypeName } from '../../../../../domain/dte-types';
import { InfoTip } from '../../../components/ui/info-tip';
import { displayRut, formatAmount, formatDate, formatDateTime } from '../../../lib/format';
import { daysSince, daysUntilDue, isAssignedToday } from '../model/day-counts';
import { dayCountText, dueText } from '../model/day-text';
import { AceptadoCell, FlagCell } from './status-cells';
import { DownloadButtons } from './download-buttons';
import { EstadoDbThorCell } from '../../nomina/components/estado-db-thor-cell';
import { CesionEnvioBadge } from '../../cession-actions/components/cesion-envio-badge';
import { NotificadoBadge } from '../../notificaciones/components/notificado-badge';
import type { Counterparty } from '../model/cession-columns';
import { RedFlagBadges } from './red-flag-badges';

interface CessionRowProps {
  cesion: CesionView;
  selectability: Selectability;
  selected: boolean;
  onToggle: (id: string) => void;
  /** Show the emisor next to the deudor (assigned screen, core-platform §2). */
  showEmisor: boolean;
  /** The party column after the emisor: the deudor, or the cesionario to pay (owed screen); 'deudor' when absent. */
  counterparty?: Counterparty;
  /** Add the Estado DBThor cell (core-platform §6; features/nomina). */
  showEstadoDbThor?: boolean;
  now: Date;
}

/** Select checkbox, or the info icon with the reason the row cannot be selected (core-platform §4). */
export function SelectCell({ cesion, selectability, selected, onToggle }: Omit<CessionRowProps, 'showEmisor' | 'counterparty' | 'now'>) {
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
 * Folio with the 'Nuevo' badge (assigned today, core-platform §2) and the 'Notificado' one (debtor notified, issue 15
 * §2), the document type name, and the state of the last
 * AEC the platform sent for it (issue 14: 'Enviado al SII', 'Aceptado', 'Rechazado: ...'), and the cession's red flags with
 * their reasons (issue 12 point 5).
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
 * The cesionario of an owed document, i.e. the factoring the debtor must pay (issue 12 defect 10); once that
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

/**
 * One document of a card table (core-platform §2 card body, §4 display and selectability), in compact
 * multi-line cells: checkbox or the reason it cannot be selected, downloads, deudor (and emisor for
 * assigned), folio and type ('Nuevo' when assigned today), status cells, dates with day counts, and
 * montoCedido over montoDocumento (red when lower).
 */
export function CessionRow({ cesion, selectability, selected, onToggle, showEmisor, counterparty = 'deudor', showEstadoDbThor, now }: CessionRowProps) {
  const receptionDays = daysSince(cesion.fechaRecepcion, now);
  const dueDays = daysUntilDue(cesion.fechaVencimiento, now);
  return (
    <tr data-testid="cession-row" data-folio={cesion.folio}>
      <td>
        <SelectCell cesion={cesion} selectability={selectability} selected={selected} onToggle={onToggle} />
      </td>
      <td>
        <DownloadButtons cesion={cesion} />
      </td>
      {showEmisor ? (
        <td>
          <PartyText party={cesion.emisor} />
        </td>
      ) : null}
      <td data-testid={counterparty}>
        {counterparty === 'cesionario' ? <CesionarioText cesion={cesion} /> : <PartyText party={cesion.deudor} />}
      </td>
      <td>
        <FolioText cesion={cesion} now={now} />
      </td>
      <AceptadoCell aceptado={cesion.aceptado} />
      <FlagCell flag={cesion.anulado} yesLabel="Anulado" />
      <FlagCell flag={cesion.rebajado} yesLabel="Rebajado" />
      <td>
        <div>{formatDate(cesion.fechaRecepcion)}</div>
        {receptionDays !== null ? <div className="small text-muted">{dayCountText(receptionDays)}</div> : null}
      </td>
      <td>
        <div>{formatDateTime(cesion.fechaCesion)}</div>
        <div className="small text-muted">{dayCountText(cesion.diasDesdeCesion)}</div>
      </td>
      <td>
        <div>{formatDate(cesion.fechaVencimiento)}</div>
        {dueDays !== null ? <div className="small text-muted">{dueText(dueDays)}</div> : null}
      </td>
      <td className="text-end text-nowrap">
        <MontoText cesion={cesion} />
      </td>
      {showEstadoDbThor ? <EstadoDbThorCell cesion={cesion} /> : null}
    </tr>
  );
}
