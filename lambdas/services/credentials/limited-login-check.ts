import { createHash } from 'node:crypto';
import { DEMASIADOS_INTENTOS_EMPRESA_MESSAGE, DEMASIADOS_INTENTOS_RUT_MESSAGE } from '@domain/credentials/messages';
import { BadRequestError } from '../../platform/errors';
import type { ServerConfig } from '../../platform/config';
import type { ClaveCredential } from '../../platform/sii-credentials';
import type { SiiLoginCheck } from '../../sii/login-check';
import { isSiiError, SiiError } from '../../sii/web/errors';
import type { AttemptCounterRepository } from '../../store/attempt-counter-repository';

/** The limits' window: attempts are counted per clock hour. */
const WINDOW_SECONDS = 3600;
/** How long a clave the SII refused is refused again without asking the SII. */
const REFUSED_SECONDS = 24 * 3600;

/** A clave check refused by the platform's own limits, before anything was sent to the SII. */
export class LoginLimitError extends BadRequestError {}

/** What the limits need: the SII login itself, the shared counters, config.siiLoginLimits and the clock. */
export interface LoginLimitDeps {
  siiLogin: SiiLoginCheck;
  loginAttempts: Pick<AttemptCounterRepository, 'take' | 'mark' | 'isMarked'>;
  loginLimits: ServerConfig['siiLoginLimits'];
  now(): Date;
}

/** The name a refused clave is remembered under: the RUT and a SHA-256 of the RUT and clave, never the clave. */
function refusedName(clave: ClaveCredential): string {
  const digest = createHash('sha256').update(`${clave.rutUsuario}\n${clave.clave}`, 'utf8').digest('base64url');
  return `clave-rechazada#${clave.rutUsuario}#${digest}`;
}

/**
 * The SII login check of a factoring's clave checks and enrolments, under the platform's limits, so no SII account can
 * be hammered through it. Before any request leaves for the SII:
 * - a clave the SII refused for that RUT within 24 hours is refused again as the SII did (SiiError 'clave-incorrecta'),
 *   without asking it;
 * - each attempt is counted, in the current clock hour, against the target RUT (`perRutPerHour`, every factoring
 *   together) and against the factoring (`perFactoringPerHour`, every RUT together); past either, LoginLimitError.
 * @param rutFactoring the factoring the check is made for (its scope).
 * @returns a SiiLoginCheck whose verifyClave throws, besides the SII's errors, LoginLimitError with
 *   'Demasiados intentos para este RUT. Intente nuevamente en una hora.' or the factoring's message.
 */
export function limitedLoginCheck(deps: LoginLimitDeps, rutFactoring: string): SiiLoginCheck {
  return {
    verifyClave: async (clave, rutEmpresa) => {
      const nowSeconds = Math.floor(deps.now().getTime() / 1000);
      const refused = refusedName(clave);
      if (await deps.loginAttempts.isMarked(refused, nowSeconds))
        throw new SiiError('clave-incorrecta', { operation: 'limite-plataforma', rut: clave.rutUsuario });
      const window = Math.floor(nowSeconds / WINDOW_SECONDS);
      const windowEnd = (window + 1) * WINDOW_SECONDS;
      const { perRutPerHour, perFactoringPerHour } = deps.loginLimits;
      if (
        !(await deps.loginAttempts.take(`clave-intentos#rut#${clave.rutUsuario}#${window}`, perRutPerHour, windowEnd))
      )
        throw new LoginLimitError(DEMASIADOS_INTENTOS_RUT_MESSAGE);
      const factoringKey = `clave-intentos#factoring#${rutFactoring}#${window}`;
      if (!(await deps.loginAttempts.take(factoringKey, perFactoringPerHour, windowEnd)))
        throw new LoginLimitError(DEMASIADOS_INTENTOS_EMPRESA_MESSAGE);
      try {
        await deps.siiLogin.verifyClave(clave, rutEmpresa);
      } catch (error) {
        if (isSiiError(error, 'clave-incorrecta')) await deps.loginAttempts.mark(refused, nowSeconds + REFUSED_SECONDS);
        throw error;
      }
    },
  };
}
