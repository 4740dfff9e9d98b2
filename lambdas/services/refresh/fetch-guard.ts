import { isSiiError, SiiError, type SiiErrorCode } from '../../sii/web/errors';
import { messageOf, type RunReport } from './run-report';

/**
 * Failures that concern the whole SII session, not one document: asking for more documents would only repeat them
 * (and a wrong clave, tried again, locks the account), so the run stops.
 */
const SESSION_FAILURES: readonly SiiErrorCode[] = [
  'clave-incorrecta',
  'clave-bloqueada',
  'limite-sesiones',
  'sesion-expirada',
  'token-expirado',
  'sin-permiso',
  'certificado-rechazado',
];

/** True for a failure of the whole SII session (see SESSION_FAILURES), which must stop the run. */
export function isSessionFailure(error: unknown): boolean {
  return isSiiError(error, ...SESSION_FAILURES);
}

/** Consecutive failed document requests after which the SII is taken to be down and the run stops. */
export const OUTAGE_AFTER_FAILURES = 20;

/**
 * Runs the per-document requests of a refresh so that one document's failure costs only that document: the
 * failure is reported (document, what was asked, why) and the caller keeps what it had stored. A session-wide
 * failure, or {@link OUTAGE_AFTER_FAILURES} failures in a row, stops the run instead.
 */
export class FetchGuard {
  private consecutiveFailures = 0;

  constructor(private readonly report: RunReport) {}

  /**
   * @param source the document 'rutEmisor/tipoDTE/folio'; what a label for the report ('AEC', 'eventos', ...).
   * @returns the request's answer, or 'failed' when it failed for this document only (reported).
   * @throws the SiiError of a session-wide failure; SiiError 'sii-no-disponible' after too many failures in a row.
   */
  async attempt<T>(source: string, what: string, request: () => Promise<T>): Promise<T | 'failed'> {
    try {
      const answer = await request();
      this.consecutiveFailures = 0;
      return answer;
    } catch (error) {
      if (isSessionFailure(error)) throw error;
      this.report.problem({ source, message: `${what}: ${messageOf(error)}` });
      this.consecutiveFailures += 1;
      if (this.consecutiveFailures >= OUTAGE_AFTER_FAILURES) {
        throw new SiiError('sii-no-disponible', {
          operation: 'refresh',
          detail: `${OUTAGE_AFTER_FAILURES} solicitudes seguidas fallaron`,
        });
      }
      return 'failed';
    }
  }
}
