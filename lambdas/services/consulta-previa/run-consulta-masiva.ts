/**
 * The job of one masivo prior consultation (core-platform §2 Masivo, §7 POST /v1/jwt/consultapreviaasincrono "the
 * result is e-mailed later"): reads the stored request, consults its documents at the SII in batches, storing the
 * request's progress after each (the service bounds how many are in flight and marks a document the SII did not
 * answer in its own row, so one document never fails the whole), e-mails the result and marks the request 'enviado'
 * with its counts by verdict. When the consultation cannot run (the factoring's credentials cannot be opened) or the
 * e-mail is refused, the request ends 'fallido' with the reason, and a failed consultation still tries to tell the
 * user by e-mail.
 */
import { conteoVeredictos, type ConsultaMasiva, type ConteoVeredictos } from '@domain/consulta-previa/consulta-masiva';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import type { DteConsulta } from '@domain/consulta-previa/folio-range';
import { MAX_DTES_MASIVO } from '@domain/consulta-previa/limits';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { ConsultaPreviaPort } from './consulta-previa-port';
import type { MailSender } from '../../mail/mail-sender';
import type { ConsultaMasivaRepository } from '../../store/consulta-masiva-repository';
import type { JobOutcome } from '../jobs/job-services';
import { fallidaMail, resultadoMail } from './consulta-masiva-mail';

/** What the job needs. */
export interface ConsultaMasivaDeps {
  consultas: Pick<ConsultaMasivaRepository, 'get' | 'finish' | 'progress'>;
  consultaPrevia: ConsultaPreviaPort;
  mail: MailSender;
  logger: Pick<Console, 'info' | 'warn' | 'error'>;
  /** When the request finished (terminadaEn). */
  clock(): Date;
}

/**
 * Documents consulted per call of the port, the request's progress stored after each (the history shows 'n de m'):
 * a multiple of the service's DOCUMENT_CONCURRENCY keeps its workers busy until the batch's last documents.
 */
export const PROGRESS_BATCH = 12;

/**
 * Consults `dtes` in batches of {@link PROGRESS_BATCH}, storing after each how many are done (a progress that could
 * not be stored is logged and the consultation goes on).
 * @returns the rows in the order of `dtes`.
 * @throws what the port throws.
 */
async function consultInBatches(
  deps: ConsultaMasivaDeps,
  scope: FactoringScope,
  requestId: string,
  dtes: readonly DteConsulta[],
): Promise<ConsultaPreviaRow[]> {
  const rows: ConsultaPreviaRow[] = [];
  for (let start = 0; start < dtes.length; start += PROGRESS_BATCH) {
    rows.push(...(await deps.consultaPrevia.consultar(scope, dtes.slice(start, start + PROGRESS_BATCH))));
    await deps.consultas.progress(scope, requestId, rows.length).catch((error: unknown) =>
      deps.logger.warn('consulta masiva: avance no guardado', {
        rutFactoring: scope.rutFactoring,
        requestId,
        error: messageOf(error),
      }),
    );
  }
  return rows;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the request `requestId` of the scope's factoring (the job's systemScope).
 * @returns 'ok' once the result was e-mailed; 'failed' when the request ended 'fallido'; 'skipped' when there is no
 *   such request or it already finished (a repeated delivery of its message).
 * @throws the request store's errors (the transport delivers the message again).
 */
export async function runConsultaMasiva(
  deps: ConsultaMasivaDeps,
  scope: FactoringScope,
  requestId: string,
): Promise<JobOutcome> {
  const { rutFactoring } = scope;
  const consulta = await deps.consultas.get(scope, requestId);
  if (!consulta || consulta.estado !== 'en-proceso') {
    deps.logger.warn('consulta masiva: nada que hacer', { rutFactoring, requestId, estado: consulta?.estado ?? null });
    return { status: 'skipped', followUps: [] };
  }
  let rows: ConsultaPreviaRow[];
  try {
    rows = await consultInBatches(deps, scope, requestId, consulta.dtes.slice(0, MAX_DTES_MASIVO));
  } catch (error) {
    deps.logger.error('consulta masiva: la consulta no pudo correr', {
      rutFactoring,
      requestId,
      error: messageOf(error),
    });
    const motivo = `No fue posible consultar al SII: ${messageOf(error)}`;
    await deps.mail.send(fallidaMail(consulta, motivo)).catch((mailError: unknown) =>
      deps.logger.warn('consulta masiva: correo de error no enviado', {
        rutFactoring,
        requestId,
        error: messageOf(mailError),
      }),
    );
    return fail(deps, scope, consulta, motivo, null);
  }
  const conteo = conteoVeredictos(rows);
  try {
    const sent = await deps.mail.send(await resultadoMail(consulta, rows, conteo));
    if (sent.estado === 'suprimido')
      return fail(
        deps,
        scope,
        consulta,
        `El correo ${consulta.email} está en la lista de supresión (rebotes o quejas)`,
        conteo,
      );
  } catch (error) {
    deps.logger.warn('consulta masiva: correo no enviado', { rutFactoring, requestId, error: messageOf(error) });
    return fail(deps, scope, consulta, `No fue posible enviar el correo: ${messageOf(error)}`, conteo);
  }
  await deps.consultas.finish(scope, requestId, {
    estado: 'enviado',
    conteo,
    terminadaEn: deps.clock().toISOString(),
  });
  deps.logger.info('consulta masiva enviada', { rutFactoring, requestId, documentos: rows.length, ...conteo });
  return { status: 'ok', followUps: [] };
}

async function fail(
  deps: ConsultaMasivaDeps,
  scope: FactoringScope,
  consulta: ConsultaMasiva,
  error: string,
  conteo: ConteoVeredictos | null,
): Promise<JobOutcome> {
  await deps.consultas.finish(scope, consulta.id, {
    estado: 'fallido',
    conteo,
    terminadaEn: deps.clock().toISOString(),
    error,
  });
  return { status: 'failed', followUps: [] };
}
