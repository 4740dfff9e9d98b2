import { documentId } from './cesion-resultado';
import { endedWithoutEffect, isInFlight } from './envio-aec';
import type { AecEnvioResultado, CesionMasivaResultado, EnvioAec, EnvioAecDocumento } from '@domain/wire/schema-types';

/** How often the screens ask enviosAec again while an envío they follow is in flight (ms). */
export const ENVIO_POLL_MS = 3_000;

/**
 * How long after its request an envío in flight is still followed every few seconds by the envíos job
 * (lambdas/jobs/envios/run-envios.ts FOLLOW_UP_FOR_MS); older ones only move with the 20-minute schedule, so the panel
 * does not poll for them.
 */
export const ACTIVE_FOLLOW_UP_MS = 30 * 60_000;

/**
 * The current state of each document an action sent (result.AECs): the envío enviosAec lists for the document when it
 * is the one the action started or a later one (same or later enviadoEn, an ISO instant), otherwise the action's own
 * answer (the list was read before the request, or not yet at all).
 * @param listed the enviosAec answer, undefined before the first one.
 * @returns one entry per sent document, in the answer's order.
 */
export function followedEnvios(
  result: CesionMasivaResultado | null,
  listed: readonly EnvioAecDocumento[] | undefined,
): AecEnvioResultado[] {
  if (!result) return [];
  const byDocument = new Map((listed ?? []).map((entry) => [documentId(entry), entry.envio]));
  return result.AECs.map((sent) => {
    const current = byDocument.get(documentId(sent));
    return current && (!sent.envio || current.enviadoEn >= sent.envio.enviadoEn) ? { ...sent, envio: current } : sent;
  });
}

/** True when some of the followed documents' envíos may still change ('en-cola', 'subiendo', 'enviado'). */
export function someInFlight(envios: readonly { envio: EnvioAec | null }[]): boolean {
  return envios.some((entry) => entry.envio !== null && isInFlight(entry.envio.estado));
}

/**
 * The envíos of the factoring the job is still following by itself: in flight and requested less than
 * {@link ACTIVE_FOLLOW_UP_MS} before `now` (an envío stuck longer changes only with the schedule).
 */
export function activeEnvios(listed: readonly EnvioAecDocumento[], now: Date): EnvioAecDocumento[] {
  return listed.filter(
    (entry) =>
      isInFlight(entry.envio.estado) && now.getTime() - Date.parse(entry.envio.enviadoEn) < ACTIVE_FOLLOW_UP_MS,
  );
}

/**
 * What the error modal of an action lists (core-platform §2 Dialogs, §8; a rejection opens the error
 * modal): the documents the request refused (AECsError, with the server's error), then the sent ones whose envío
 * ended 'rechazado' or 'fallido', with the envío's etiqueta as error ('Rechazado: RCS ...', 'Envío fallido: ...').
 */
export function envioProblems(
  result: CesionMasivaResultado | null,
  followed: readonly AecEnvioResultado[],
): AecEnvioResultado[] {
  if (!result) return [];
  const ended = followed.filter((entry) => entry.envio !== null && endedWithoutEffect(entry.envio.estado));
  return [...result.AECsError, ...ended.map((entry) => ({ ...entry, error: entry.envio!.etiqueta }))];
}

/**
 * The key a problem is acknowledged under: the document and its error, so a new error of the same document shows again.
 */
export function problemKey(problem: AecEnvioResultado): string {
  return `${documentId(problem)}|${problem.error ?? ''}`;
}

/** True when some problem was not yet seen and closed by the user: the error modal then opens by itself. */
export function hasUnacknowledged(problems: readonly AecEnvioResultado[], acknowledged: ReadonlySet<string>): boolean {
  return problems.some((problem) => !acknowledged.has(problemKey(problem)));
}

/**
 * The documents whose followed envío ended (accepted, rejected or failed), as one key: when it changes the cession
 * lists are read again, so a re-ceded row shows estadoCesion '' ('Dte recedido') and its final badge.
 */
export function endedKey(followed: readonly AecEnvioResultado[]): string {
  return followed
    .filter((entry) => entry.envio !== null && !isInFlight(entry.envio.estado))
    .map((entry) => `${documentId(entry)}:${entry.envio!.estado}`)
    .join(',');
}

/**
 * The newer of two envíos of the same document (later enviadoEn; on the same request, the one further along: a final
 * state over one in flight), null when both are missing. The cession rows use it to show the followed envío over the
 * list's older copy, and the list's copy when another request came later.
 */
export function newerEnvio(a: EnvioAec | null, b: EnvioAec | null): EnvioAec | null {
  if (!a || !b) return a ?? b;
  if (a.enviadoEn !== b.enviadoEn) return a.enviadoEn > b.enviadoEn ? a : b;
  return isInFlight(a.estado) && !isInFlight(b.estado) ? b : a;
}
