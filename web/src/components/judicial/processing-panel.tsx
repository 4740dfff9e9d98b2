import type { JudicialResponse } from '@domain/judicial/judicial-response';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { ALMOST_DONE_SHARE, JUDICIAL_POLL_MS, SWEEP_TEXTS } from './sweep-texts';

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
      <ProgressBar
        share={share}
        label={SWEEP_TEXTS.progressLabel}
        className="mb-2"
        barClassName="bg-warning"
        transitionMs={JUDICIAL_POLL_MS}
      />
      <div className="fw-semibold" data-testid="radar-judicial-avance">
        {SWEEP_TEXTS.tribunals(processedTribunals, totalTribunals)}
      </div>
      <div className="small">{SWEEP_TEXTS.usualTime}</div>
      <div className="small text-muted">{SWEEP_TEXTS.polling}</div>
      {share >= ALMOST_DONE_SHARE ? <div className="small mt-1">{SWEEP_TEXTS.almostDone}</div> : null}
    </div>
  );
}
