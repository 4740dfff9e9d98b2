/**
 * What every screen that shows a judicial sweep says of it (the judicial radar, the client detail's Poder Judicial
 * tab), as client-radar.md §2, §4 write it, and how often it asks again while the sweep runs.
 */
import type { SweepCompleteness } from '@domain/judicial/sweep';
import type { Competencia } from '@domain/judicial/tribunals';

/** client-radar.md §4, §9: the answer is asked again every 10 s while the RUT is being processed. */
export const JUDICIAL_POLL_MS = 10_000;

/** Share of the tribunals answered from which the sweep reads as almost complete. */
export const ALMOST_DONE_SHARE = 0.9;

export const SWEEP_TEXTS = {
  progressLabel: 'Avance de la consulta',
  tribunals: (processed: number, total: number) => `${processed} / ${total} tribunales`,
  usualTime: 'Este proceso usualmente tarda menos de 6 minutos',
  polling: 'Actualizando cada 10 segundos...',
  almostDone: 'El procesamiento está casi completo. La información estará disponible en breve.',
} as const;

/**
 * What a result without cases says when not every tribunal answered (failed or not searched), so it never reads as
 * 'no records'; null when every tribunal answered or the answer carries no completeness.
 */
export function unansweredNote(completeness: SweepCompleteness | null): string | null {
  const count = completeness ? completeness.failedTribunals + completeness.notSearchedTribunals : 0;
  return count > 0
    ? `No se encontraron registros en los tribunales que respondieron; ${count} tribunales no respondieron.`
    : null;
}

/** The competencias as the screens name them. */
export const COMPETENCIAS: Readonly<Record<Competencia, string>> = {
  civil: 'Civil',
  cobranza: 'Cobranza',
  laboral: 'Laboral',
};
