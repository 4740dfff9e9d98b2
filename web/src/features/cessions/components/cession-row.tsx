import type { CesionView } from '../../../../../domain/cession';
import type { Selectability } from '../../../../../domain/cession-rules';
import { dteTypeName } from '../../../../../domain/dte-types';
import { InfoTip } from '../../../components/ui/info-tip';
import { displayRut, formatAmount, formatDate, formatDateTime } from '../../../lib/format';
import { daysSince, daysUntilDue, isAssignedToday } from '../model/day-counts';
import { AceptadoCell, FlagCell } from './status-cells';
import { DownloadButtons } from './download-buttons';

interface CessionRowProps {
  cesion: CesionView;
  selectability: Selectability;
  selected: boolean;
  onToggle: (id: string) => void;
  now: Date;
}

function days(count: number): string {
  return `${count} ${Math.abs(count) === 1 ? 'día' : 'días'}`;
}

function dueText(left: number): string {
  return left >= 0 ? `${days(left)} por vencer` : `vencido hace ${days(-left)}`;
}

/**
 * One document of a cedente card (core-platform §2 card body, §4 display and selectability):
 * checkbox or the reason it cannot be selected, downloads, deudor, folio and type ('Nuevo' when assigned
 * today), status cells, dates with day counts, and montoCedido over montoDocumento (red when lower).
 */
export function CessionRow({ cesion, selectability, selected, onToggle, now }: CessionRowProps) {
  const receptionDays = daysSince(cesion.fechaRecepcion, now);
  const dueDays = daysUntilDue(cesion.fechaVencimiento, now);
  const esMenor = cesion.montoCedido < cesion.montoDocumento;
  return (
    <tr data-testid="cession-row" data-folio={cesion.folio}>
      <td>
        {selectability.selectable ? (
          <input
            type="checkbox"
            className="form-check-input"
            checked={selected}
            onChange={() => onToggle(cesion.id)}
            aria-label={`Seleccionar documento ${cesion.folio}`}
          />
        ) : (
          <InfoTip text={selectability.reason} />
        )}
      </td>
      <td>
        <DownloadButtons aecDescargado={cesion.aec_descargado} />
      </td>
      <td>
        <div>{cesion.deudor.razonSocial}</div>
        <div className="small text-muted text-nowrap">{displayRut(cesion.deudor.rut)}</div>
      </td>
      <td>
        <div>
          {cesion.folio}
          {isAssignedToday(cesion.fechaCesion, now) ? <span className="badge text-bg-primary ms-1">Nuevo</span> : null}
        </div>
        <div className="small text-muted">{dteTypeName(cesion.tipo)}</div>
      </td>
      <AceptadoCell aceptado={cesion.aceptado} />
      <FlagCell flag={cesion.anulado} yesLabel="Anulado" />
      <FlagCell flag={cesion.rebajado} yesLabel="Rebajado" />
      <td>
        <div>{formatDate(cesion.fechaRecepcion)}</div>
        {receptionDays !== null ? <div className="small text-muted">{days(receptionDays)}</div> : null}
      </td>
      <td>
        <div>{formatDateTime(cesion.fechaCesion)}</div>
        <div className="small text-muted">{days(cesion.diasDesdeCesion)}</div>
      </td>
      <td>
        <div>{formatDate(cesion.fechaVencimiento)}</div>
        {dueDays !== null ? <div className="small text-muted">{dueText(dueDays)}</div> : null}
      </td>
      <td className="text-end text-nowrap">
        <div className={esMenor ? 'text-danger fw-semibold' : undefined} data-testid="monto-cedido">
          {formatAmount(cesion.montoCedido)}
        </div>
        <div className="small text-muted">{formatAmount(cesion.montoDocumento)}</div>
      </td>
    </tr>
  );
}
