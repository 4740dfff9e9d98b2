import type { CesionView } from '@domain/cession';
import { dteTypeName } from '@domain/dte-types';
import type { TipoNotificacion } from '@domain/notificacion/notificacion';
import { InfoTip } from '@web/components/ui/info-tip';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@web/components/ui/use-media-query';
import { displayRut, formatAmount, formatDate } from '@web/lib/format';
import { notNotificableReason } from '../model/notificacion-groups';
import { NotificadoCell } from './notificado-cell';

interface NotificacionDocumentsProps {
  cesiones: CesionView[];
  tipo: TipoNotificacion;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Selects every notifiable document (true) or none. */
  onToggleAll: (select: boolean) => void;
}

/** A party in two lines: razón social and RUT. */
function PartyCell({ party }: { party: { rut: string; razonSocial: string } }) {
  return (
    <>
      <div>{party.razonSocial}</div>
      <div className="small text-muted text-nowrap">{displayRut(party.rut)}</div>
    </>
  );
}

/** The row's checkbox, or the reason it cannot be notified (core-platform §4 info icon). */
function SelectCell({
  cesion,
  tipo,
  checked,
  onToggle,
}: {
  cesion: CesionView;
  tipo: TipoNotificacion;
  checked: boolean;
  onToggle: () => void;
}) {
  const reason = notNotificableReason(cesion, tipo);
  if (reason) return <InfoTip text={reason} />;
  return (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={`Seleccionar documento ${cesion.folio}`}
      checked={checked}
      onChange={onToggle}
    />
  );
}

function Amounts({ cesion }: { cesion: CesionView }) {
  return (
    <>
      <div className={cesion.montoCedido < cesion.montoDocumento ? 'text-danger' : undefined}>
        {formatAmount(cesion.montoCedido)}
      </div>
      <div className="small text-muted">{formatAmount(cesion.montoDocumento)}</div>
    </>
  );
}

/**
 * A debtor card's documents (core-platform §2 "Notifications screen"): from md up a checkbox table (select-all, emisor,
 * folio and type, the assignee for recesion, due date, assigned over document amount, Notificado tick or cross); below
 * it one compact card per document with the same facts, so a phone needs no sideways scroll.
 */
export function NotificacionDocuments({ cesiones, tipo, selected, onToggle, onToggleAll }: NotificacionDocumentsProps) {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const selectable = cesiones.filter((c) => notNotificableReason(c, tipo) === null);
  const allSelected = selectable.length > 0 && selectable.every((c) => selected.has(c.id));
  const selectAll = (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label="Seleccionar todos"
      checked={allSelected}
      disabled={selectable.length === 0}
      onChange={(e) => onToggleAll(e.target.checked)}
    />
  );
  if (!wide) {
    return (
      <div className="p-2">
        <div className="form-check mb-2">
          {selectAll}
          <span className="ms-2 small">Seleccionar todos</span>
        </div>
        <ul className="list-unstyled mb-0">
          {cesiones.map((cesion) => (
            <li
              key={cesion.id}
              className="border rounded p-2 mb-2 d-flex gap-2"
              data-testid="notificacion-row"
              data-folio={cesion.folio}
            >
              <div>
                <SelectCell
                  cesion={cesion}
                  tipo={tipo}
                  checked={selected.has(cesion.id)}
                  onToggle={() => onToggle(cesion.id)}
                />
              </div>
              <div className="flex-grow-1 small" style={{ minWidth: 0 }}>
                <div className="d-flex justify-content-between gap-2">
                  <div className="fw-semibold">
                    Folio {cesion.folio} <span className="fw-normal text-muted">{dteTypeName(cesion.tipo)}</span>
                  </div>
                  <NotificadoCell cesion={cesion} />
                </div>
                <div className="text-break">
                  Emisor: {cesion.emisor.razonSocial} ({displayRut(cesion.emisor.rut)})
                </div>
                {tipo === 'recesion' ? (
                  <div className="text-break">
                    Cesionario: {cesion.cesionario.razonSocial} ({displayRut(cesion.cesionario.rut)})
                  </div>
                ) : null}
                <div className="d-flex justify-content-between gap-2">
                  <span>Vence {formatDate(cesion.fechaVencimiento)}</span>
                  <span className="text-end">
                    <Amounts cesion={cesion} />
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0">
        <thead>
          <tr>
            <th scope="col" style={{ width: '2rem' }}>
              {selectAll}
            </th>
            <th scope="col">Emisor</th>
            <th scope="col">Folio / Tipo</th>
            {tipo === 'recesion' ? <th scope="col">Cesionario</th> : null}
            <th scope="col">Vencimiento</th>
            <th scope="col" className="text-end">
              Monto cedido / Monto documento
            </th>
            <th scope="col" className="text-center">
              Notificado
            </th>
          </tr>
        </thead>
        <tbody>
          {cesiones.map((cesion) => (
            <tr key={cesion.id} data-testid="notificacion-row" data-folio={cesion.folio}>
              <td>
                <SelectCell
                  cesion={cesion}
                  tipo={tipo}
                  checked={selected.has(cesion.id)}
                  onToggle={() => onToggle(cesion.id)}
                />
              </td>
              <td>
                <PartyCell party={cesion.emisor} />
              </td>
              <td>
                <div>{cesion.folio}</div>
                <div className="small text-muted">{dteTypeName(cesion.tipo)}</div>
              </td>
              {tipo === 'recesion' ? (
                <td>
                  <PartyCell party={cesion.cesionario} />
                </td>
              ) : null}
              <td className="text-nowrap">{formatDate(cesion.fechaVencimiento)}</td>
              <td className="text-end text-nowrap">
                <Amounts cesion={cesion} />
              </td>
              <td className="text-center">
                <NotificadoCell cesion={cesion} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
