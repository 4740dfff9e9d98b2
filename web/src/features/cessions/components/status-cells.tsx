import type { AceptadoState, FlagState } from '../../../../../domain/event-types';
import { formatDate } from '../../../lib/format';
import { aceptadoDisplay, flagDisplay, type StatusDisplay } from '../model/status-display';
import { toneText } from './status-tone';

/** The status symbol (its msg as tooltip), read by screen readers as 'label: msg' instead of the symbol. */
function StatusSymbol({ display, msg }: { display: StatusDisplay; msg: string }) {
  return (
    <>
      <span style={toneText(display.tone)} title={msg} aria-hidden="true">
        {display.symbol}
      </span>
      <span className="visually-hidden">
        {display.label}: {msg}
      </span>
    </>
  );
}

/**
 * Acceptance cell (core-platform §4): si green tick, Pendiente orange with its 'Faltan N días',
 * no red with the claim, 'eventos: null' no information. The state's msg is the tooltip.
 */
export function AceptadoCell({ aceptado }: { aceptado: AceptadoState }) {
  const display = aceptadoDisplay(aceptado.state);
  return (
    <td data-state={aceptado.state}>
      <StatusSymbol display={display} msg={aceptado.msg} />
      {aceptado.state === 'Pendiente' || aceptado.state === 'no' ? (
        <div className="small" style={toneText(display.tone)}>
          {aceptado.msg}
        </div>
      ) : null}
      {aceptado.fecha ? <div className="small text-muted">{formatDate(aceptado.fecha)}</div> : null}
    </td>
  );
}

/**
 * Annulled / reduced cell (core-platform §4): no green, si red with the event date,
 * 'eventos: null' green tick. `yesLabel` is 'Anulado' or 'Rebajado'.
 */
export function FlagCell({ flag, yesLabel }: { flag: FlagState; yesLabel: string }) {
  const display = flagDisplay(flag.state, yesLabel);
  return (
    <td data-state={flag.state}>
      <StatusSymbol display={display} msg={flag.msg} />
      {flag.state === 'si' && flag.fecha ? <div className="small text-muted">{formatDate(flag.fecha)}</div> : null}
    </td>
  );
}
