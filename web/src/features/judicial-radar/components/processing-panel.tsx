import type { JudicialResponse } from '@domain/judicial/judicial-response';
import { ALMOST_DONE_SHARE, JUDICIAL_TEXTS } from '../model/judicial-texts';

/**
 * The panel of a sweep in progress (client-radar.md §2, §4): a progress bar that moves smoothly toward processed /
 * total over the 10 s until the next answer, 'x / n tribunales', the expected time and the polling note; near the end
 * 'El procesamiento está casi completo…'.
 */
export function ProcessingPanel({ status }: { status: JudicialResponse['processingStatus'] }) {
  const { processedTribunals, totalTribunals } = status;
  const share = totalTribunals > 0 ? processedTribunals / totalTribunals : 0;
  return (
    <div className="alert alert-warning mb-0" role="status" data-testid="radar-judicial-procesando">
      <div
        className="progress mb-2"
        role="progressbar"
        aria-label="Avance de la consulta"
        aria-valuenow={processedTribunals}
        aria-valuemin={0}
        aria-valuemax={totalTribunals}
      >
        <div
          className="progress-bar progress-bar-striped progress-bar-animated bg-warning"
          style={{ width: `${Math.round(share * 100)}%`, transition: 'width 10s linear' }}
        />
      </div>
      <div className="fw-semibold" data-testid="radar-judicial-avance">
        {JUDICIAL_TEXTS.tribunals(processedTribunals, totalTribunals)}
      </div>
      <div className="small">{JUDICIAL_TEXTS.usualTime}</div>
      <div className="small text-muted">{JUDICIAL_TEXTS.polling}</div>
      {share >= ALMOST_DONE_SHARE ? <div className="small mt-1">{JUDICIAL_TEXTS.almostDone}</div> : null}
    </div>
  );
}
