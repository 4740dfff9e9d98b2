import type { AceptadoState, FlagState } from '@domain/event-types';
import { formatDate } from '@web/lib/format';
import { aceptadoDisplay, flagDisplay, type StatusDisplay } from '../../lib/cessions/status-display';
import { toneText } from './status-tone';

/** The status symbol (its msg as tooltip), read by screen readers as 'label: msg' instead of the symbol. */
export function StatusSymbol({ display, msg }: { display: StatusDisplay; msg: string }) {
  return (
    <>
      <span style={toneText(display.tone)} title={msg} aria-hidden="true" data-meaning={display.meaning}>
        {display.symbol}
      </span>
      <span className="visually-hidden">
        {display.label}: {msg}
      </span>
    </>
  );
}

/**
 * Acceptance cell content (core-platform §4): si green tick, Pendiente orange with its 'Faltan N días',
 * no red with the claim, 'eventos: null' no information. The state's msg is the tooltip.
 */
export function AceptadoStatus({ aceptado }: { aceptado: AceptadoState }) {
  const display = aceptadoDisplay(aceptado.state);
  return (
    <>
      <StatusSymbol display={display} msg={aceptado.msg} />
      {aceptado.state === 'Pendiente' || aceptado.state === 'no' ? (
        <div className="small" style={toneText(display.tone)}>
          {aceptado.msg}
        </div>
      ) : null}
      {aceptado.fecha ? <div className="small text-muted">{formatDate(aceptado.fecha)}</div> : null}
    </>
  );
}

/**
 * Annulled / reduced cell content (core-platform §4): no green tick, si red cross with the event date,
 * 'eventos: null' the no-information mark. `yesLabel` is 'Anulado' or 'Rebajado'.
 */
export function FlagStatus({ flag, yesLabel }: { flag: FlagState; yesLabel: string }) {
  const display = flagDisplay(flag.state, yesLabel);
  return (
    <>
      <StatusSymbol display={display} msg={flag.msg} />
      {flag.state === 'si' && flag.fecha ? <div className="small text-muted">{formatDate(flag.fecha)}</div> : null}
    </>
  );
}
