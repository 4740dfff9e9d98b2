import { randomUUID } from 'node:crypto';
import { resumenDe, type ConsultaMasiva, type ConsultaMasivaResumen } from '@domain/consulta-previa/consulta-masiva';
import type { TenantScope } from '@lambdas/access/tenant-scope';
import type { ConsultaMasivaRepository } from '@lambdas/store/consulta-masiva-repository';
import type { JobQueue } from '../jobs/job-messages';
import type { ConsultaMasivaInput } from './masiva-input';

/** Requests the history lists. */
export const HISTORY_LIMIT = 20;

/**
 * Starts a masivo consultation (core-platform §7 POST /v1/jwt/consultapreviaasincrono) for the scope's factoring:
 * stores the request 'en-proceso' under a time-sorted id ('{ISO instant}#{uuid}'), requested by the scope's user
 * (e-mail, else username), and sends the consulta-masiva job, which e-mails the result (run-consulta-masiva.ts).
 * @returns the request's id.
 * @throws the store's or queue's error (nothing was started: a request whose job could not be sent is marked
 *   'fallido', so the history does not show it en-proceso forever).
 */
export async function startConsultaMasiva(
  scope: TenantScope,
  input: ConsultaMasivaInput,
  deps: { consultasMasivas: Pick<ConsultaMasivaRepository, 'create' | 'finish'>; jobs: JobQueue; now(): Date },
): Promise<string> {
  const { rutFactoring, identity } = scope;
  const creadaEn = deps.now().toISOString();
  const consulta: ConsultaMasiva = {
    id: `${creadaEn}#${randomUUID()}`,
    rutFactoring,
    solicitadaPor: identity.email || identity.username,
    email: input.email,
    dtes: input.dtes,
    estado: 'en-proceso',
    conteo: null,
    creadaEn,
    terminadaEn: null,
    error: null,
  };
  await deps.consultasMasivas.create(scope, consulta);
  try {
    await deps.jobs.send([{ kind: 'consulta-masiva', rutFactoring, requestId: consulta.id }]);
  } catch (error) {
    await deps.consultasMasivas.finish(scope, consulta.id, {
      estado: 'fallido',
      conteo: null,
      terminadaEn: deps.now().toISOString(),
      error: 'No fue posible iniciar la consulta',
    });
    throw error;
  }
  return consulta.id;
}

/**
 * The scope's latest {@link HISTORY_LIMIT} masivo consultations, newest first, as summaries
 * (domain/consulta-previa/consulta-masiva.ts: documents counted, not listed).
 */
export async function listConsultasMasivas(
  scope: TenantScope,
  deps: { consultasMasivas: Pick<ConsultaMasivaRepository, 'list'> },
): Promise<ConsultaMasivaResumen[]> {
  return (await deps.consultasMasivas.list(scope, HISTORY_LIMIT)).map(resumenDe);
}
