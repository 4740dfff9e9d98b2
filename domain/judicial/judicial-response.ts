/**
 * The answer of GET api/radar-judicial (client-radar.md §3 'Judicial response': rut, processed, processingStatus
 * {isProcessing, processedTribunals, totalTribunals, message}, judicialData {casos, litigantes}), with what the
 * screen adds beyond the peers: the result's completeness, its litigants cross-checked against the factoring's
 * portfolio, whether the sweep stopped with an error, and when it was last updated ('Actualizado hace …').
 */
import { crossChecked, type CrossCheckedRecords, type PortfolioMarks } from './portfolio-cross-check';
import { sweepCompleteness, sweepProgress, type BlockReason, type SweepCompleteness, type SweepState } from './sweep';

export interface JudicialResponse {
  rut: string;
  /** True once every tribunal answered (records or failure). */
  processed: boolean;
  processingStatus: {
    isProcessing: boolean;
    processedTribunals: number;
    totalTribunals: number;
    message: string;
    /** The sweep stopped before the end ('Error en el procesamiento'). */
    error: boolean;
  };
  /** The records gathered, cross-checked against the portfolio; null until the sweep is done. */
  judicialData: CrossCheckedRecords | null;
  completeness: SweepCompleteness | null;
  /** ISO instant the records were last updated; null when never processed. */
  updatedAt: string | null;
}

/** What a stopped sweep says, by why it stopped. */
const BLOCK_MESSAGES: Readonly<Record<BlockReason, string>> = {
  captcha: 'El Poder Judicial pidió resolver un CAPTCHA y la consulta se detuvo.',
  forbidden: 'El Poder Judicial rechazó la consulta (403) y la consulta se detuvo.',
  'rate-limited': 'El Poder Judicial limitó las consultas (429) y la consulta se detuvo.',
  unavailable: 'El Poder Judicial no respondió.',
  unauthorized: 'La fuente de datos judiciales rechazó la clave de acceso (401) y la consulta se detuvo.',
};
/** The message of a sweep in progress. */
const PROCESSING_MESSAGE = 'Consultando los tribunales del Poder Judicial';
/** The message of a finished sweep. */
const PROCESSED_MESSAGE = 'Consulta completada';
/** The answer to a missing or malformed RUT (client-radar.md §5 'RUT no es válido'), on the server and the screen. */
export const INVALID_RUT = 'RUT no es válido';
/** The message of a RUT never processed (client-radar §2 'RUT no encontrado - …'). */
export const NOT_PROCESSED_MESSAGE = 'Este RUT no ha sido procesado en el sistema judicial.';

/**
 * The response for a RUT from its sweep (null: never swept). A blocked sweep reports its reason as an error and serves
 * no records, so a stopped sweep never reads as 'no records'.
 * @param marks the factoring's clients and debtors among the records' litigants (portfolio-cross-check.ts).
 */
export function judicialResponse(rut: string, state: SweepState | null, marks: PortfolioMarks): JudicialResponse {
  if (!state)
    return {
      rut,
      processed: false,
      processingStatus: {
        isProcessing: false,
        processedTribunals: 0,
        totalTribunals: 0,
        message: NOT_PROCESSED_MESSAGE,
        error: false,
      },
      judicialData: null,
      completeness: null,
      updatedAt: null,
    };
  const done = state.status === 'done';
  const message =
    state.status === 'blocked'
      ? BLOCK_MESSAGES[state.blockedBy ?? 'unavailable']
      : done
        ? PROCESSED_MESSAGE
        : PROCESSING_MESSAGE;
  return {
    rut,
    processed: done,
    processingStatus: {
      isProcessing: state.status === 'running',
      ...sweepProgress(state),
      message,
      error: state.status === 'blocked',
    },
    judicialData: done ? crossChecked(state.records, marks) : null,
    completeness: sweepCompleteness(state),
    updatedAt: state.updatedAt,
  };
}
