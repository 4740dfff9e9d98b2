import {
  ENROLL_SUCCESS_MESSAGE,
  ENROLL_TASK_PENDING_NOTE,
  loginCheckMessage,
  WRONG_CLAVE_MESSAGE,
} from '@domain/credentials/messages';
import { normalizeRut } from '@domain/rut';
import type { TenantScope } from '../../access/tenant-scope';
import { isSiiError } from '../../sii/web/errors';
import type { ClaveSubject, CredentialRepository } from '../../store/credential-repository';
import { limitedLoginCheck, LoginLimitError, type LoginLimitDeps } from '../credentials/limited-login-check';
import type { JobMessage, JobQueue } from '../jobs/job-messages';
import { logger } from '../../platform/observability';

/** The enroller's answer (client-radar.md §7 "POST api/tasks/add-client-task": success, message). */
export interface EnrollAnswer {
  success: boolean;
  message: string;
}

/** The client's clave records, the SII login that checks it (with its limits), the job queue and the clock. */
type Deps = {
  credentials: Pick<CredentialRepository, 'putClave'>;
  jobs: JobQueue;
} & LoginLimitDeps;

/**
 * Enrols a client company of a factoring with its SII clave (client-radar.md §2 "Company enroller", §5, §8). The
 * company logs in as itself (rutUsuario = its RUT), within the platform's login limits (limited-login-check.ts: past
 * them nothing is sent to the SII nor recorded, answer {success: false, message 'Demasiados intentos para este RUT.
 * Intente nuevamente en una hora.'}, and a clave the SII refused within a day is refused again as the SII did); then:
 * - the SII refuses the login (wrong or locked clave, unavailable, session limit, no permission): nothing is recorded
 *   and no job runs, so the client list, the stored credentials and every company's estado stay as they were; answer
 *   {success: false, message} (WRONG_CLAVE_MESSAGE for a wrong clave, else domain/credentials/messages.ts
 *   loginCheckMessage). A typed clave is only a proposal: an enrolled company turns to Error Password when its stored
 *   clave stops working in a sync, never because of a mistyped attempt here;
 * - the login works: the clave is sealed and stored as 'Activo' and a client-sync job is enqueued; if the enqueue
 *   fails the answer still succeeds, with the spec's note that the task will be created shortly (the scheduled tick
 *   syncs every enrolled client).
 * @param scope the factoring and the user the route resolved; form the body, already checked (credential-forms.ts
 *   enrollProblem).
 * @throws SealerUnavailableError when no sealer is configured; errors of the store and of the login check other
 *   than SiiError.
 */
export async function enrollClient(
  scope: TenantScope,
  form: { rut: string; password: string },
  deps: Deps,
): Promise<EnrollAnswer> {
  const { rutFactoring, identity } = scope;
  const rutCliente = normalizeRut(form.rut);
  const subject: ClaveSubject = { kind: 'cliente', rutCliente };
  const verificadaEn = deps.now().toISOString();
  try {
    await limitedLoginCheck(deps, rutFactoring).verifyClave(
      { rutUsuario: rutCliente, clave: form.password },
      rutCliente,
    );
  } catch (error) {
    if (error instanceof LoginLimitError) return { success: false, message: error.message };
    if (!isSiiError(error)) throw error;
    return {
      success: false,
      message: error.code === 'clave-incorrecta' ? WRONG_CLAVE_MESSAGE : loginCheckMessage(error),
    };
  }
  await deps.credentials.putClave(scope, subject, {
    rutUsuario: rutCliente,
    clave: form.password,
    estado: 'Activo',
    verificadaEn,
    registradaEn: verificadaEn,
    registradaPor: identity.email || identity.username,
  });
  const queued = await enqueue(deps, { kind: 'client-sync', rutFactoring, rutCliente });
  return {
    success: true,
    message: queued ? ENROLL_SUCCESS_MESSAGE : `${ENROLL_SUCCESS_MESSAGE} ${ENROLL_TASK_PENDING_NOTE}`,
  };
}

/** Sends one job; a failure is logged (no secret in it) and reported as false, never thrown. */
async function enqueue(deps: Pick<Deps, 'jobs'>, message: JobMessage): Promise<boolean> {
  try {
    await deps.jobs.send([message]);
    return true;
  } catch (error) {
    logger.warn(`No se pudo encolar ${message.kind} de ${message.rutFactoring}: ${(error as Error).message}`);
    return false;
  }
}
