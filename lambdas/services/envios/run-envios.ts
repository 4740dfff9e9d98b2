/**
 * The envío job of a factoring (SII-PROTOCOLS.md §7-§8, §11b "Client-side cession"): it sends the
 * documents users claimed ('en-cola': check that the factoring still holds the document, on the stored AEC and on the
 * registry's latest one (domain/aec-envio/holder-check.ts), build the next AEC from the stored one, sign it with the
 * factoring's certificate, check it, keep its bytes, upload it once; anything that fails before the upload ends the
 * envío 'fallido') and follows the envíos in flight ('enviado': getEstEnvio until EOK or a
 * rejection state; 'subiendo' whose upload answer was lost: the registry says whether the cesión was registered, so a
 * crash between upload and TRACKID never leads to a second upload). An accepted envío marks the acquired cession
 * re-ceded at once; the next refresh brings the registry's own rows. An accepted or rejected envío raises its platform
 * event before its state is stored, so a store failure leads to the event being raised again (and delivered once).
 */
import { estadoFromSii, type EnvioAec } from '@domain/aec-envio/envio';
import { registryChainRefusal, storedChainRefusal } from '@domain/aec-envio/holder-check';
import type { FactoringSiiGateway } from '../../sii/web/factoring-gateway';
import { isSiiError } from '../../sii/web/errors';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CessionRepository } from '../../store/cession-repository';
import type { DocumentStore } from '../../store/document-store';
import type { EnvioDocument, EnvioRepository } from '../../store/envio-repository';
import type { PlatformEventPort } from '../events/publish-platform-events';
import type { JobOutcome } from '../jobs/job-services';
import { envioEvent } from './envio-events';
import type { BuiltAec, EnvioAecBuilder } from './envio-aec-builder';

/** An upload whose answer was lost is looked up in the registry after this long (the SII registers within minutes). */
export const RECOVERY_AFTER_MS = 2 * 60_000;
/** An upload the registry still does not show after this long is declared failed, so the document may be sent again. */
export const GIVE_UP_AFTER_MS = 60 * 60_000;
/** Uploads of one envío the SII answered with an internal error before the envío is declared failed. */
export const MAX_UPLOAD_ATTEMPTS = 5;
/** The job follows an envío by itself (follow-up messages) for this long; later the 20-minute schedule does. */
export const FOLLOW_UP_FOR_MS = 30 * 60_000;

/** What the job needs. */
export interface EnviosDeps {
  envios: Pick<EnvioRepository, 'listForFactoring' | 'update'>;
  documents: Pick<DocumentStore, 'getAec' | 'putAec'>;
  cessions: Pick<CessionRepository, 'findDocument' | 'upsert'>;
  /** The scope's factoring's gateway for acting (null: the SII is a directory of files); closed by the job. */
  acting(scope: FactoringScope, now: Date): Promise<FactoringSiiGateway | null>;
  aec: EnvioAecBuilder;
  /** Where the SII's answers go as platform events ('envio.aceptado' / 'envio.rechazado'). */
  events: PlatformEventPort;
  logger: Pick<Console, 'info' | 'warn' | 'error'>;
}

type Envio = EnvioAec & EnvioDocument;

/**
 * Runs the envíos of the scope's factoring (the job's systemScope) at `now`.
 * @returns 'ok' (or 'partial' when some envío failed), with a follow-up envío message while some envío younger than
 *   {@link FOLLOW_UP_FOR_MS} is still in flight; 'skipped' when there is none.
 * @throws the stores' errors.
 */
export async function runEnvios(deps: EnviosDeps, scope: FactoringScope, now: Date): Promise<JobOutcome> {
  const { rutFactoring } = scope;
  const pending = await deps.envios.listForFactoring(scope, true);
  if (pending.length === 0) return { status: 'skipped', followUps: [] };
  let gateway: FactoringSiiGateway | null = null;
  let failures = 0;
  try {
    gateway = await deps.acting(scope, now);
  } catch (error) {
    // No certificate: every queued document fails with the reason; envíos already at the SII wait for one.
    const glosa = error instanceof Error ? error.message : String(error);
    for (const envio of pending.filter((e) => e.estado === 'en-cola')) await fail(deps, scope, envio, glosa, now);
    return { status: 'failed', followUps: [] };
  }
  try {
    for (const envio of pending) {
      try {
        await step(deps, gateway, scope, envio, now);
      } catch (error) {
        failures++;
        deps.logger.warn('envío: paso fallido', { rutFactoring, folio: envio.folio, error: String(error) });
      }
    }
  } finally {
    await gateway?.close();
  }
  const still = await deps.envios.listForFactoring(scope, true);
  const recent = still.some((envio) => now.getTime() - Date.parse(envio.enviadoEn) < FOLLOW_UP_FOR_MS);
  return {
    status: failures > 0 ? 'partial' : 'ok',
    followUps: recent ? [{ kind: 'envios', rutFactoring }] : [],
  };
}

async function step(
  deps: EnviosDeps,
  gateway: FactoringSiiGateway | null,
  scope: FactoringScope,
  envio: Envio,
  now: Date,
): Promise<void> {
  if (!gateway) {
    if (envio.estado === 'en-cola') await fail(deps, scope, envio, 'No hay conexión con el SII para enviar AEC', now);
    return;
  }
  if (envio.estado === 'en-cola') return send(deps, gateway, scope, envio, now);
  if (envio.estado === 'enviado' && envio.trackId) return track(deps, gateway, scope, envio, now);
  if (envio.estado === 'subiendo' && now.getTime() - Date.parse(envio.actualizadoEn) >= RECOVERY_AFTER_MS) {
    return recover(deps, gateway, scope, envio, now);
  }
}

/** Builds, signs, checks, keeps and uploads the AEC of a queued envío. */
async function send(
  deps: EnviosDeps,
  gateway: FactoringSiiGateway,
  scope: FactoringScope,
  envio: Envio,
  now: Date,
): Promise<void> {
  const stored = await deps.documents.getAec(envio.origenAecKey);
  if (!stored) return fail(deps, scope, envio, 'No fue posible descargar XML AEC desde el SII', now);
  const check = await holderCheck(deps, gateway, scope, envio, stored);
  if (check.unreachable !== undefined) {
    const glosa = `No fue posible consultar el Registro de Cesiones antes del envío: ${check.unreachable}`;
    if (envio.consultas >= MAX_UPLOAD_ATTEMPTS) return fail(deps, scope, envio, glosa, now);
    // A registry that cannot be asked now is asked again next round; nothing is uploaded on an unconfirmed chain.
    await deps.envios.update(scope, envio, {
      estado: 'en-cola',
      glosa,
      consultas: envio.consultas + 1,
      actualizadoEn: now.toISOString(),
    });
    return;
  }
  if (check.refusal) return fail(deps, scope, envio, check.refusal, now);
  let built: BuiltAec;
  try {
    built = deps.aec.buildNext(stored, envio, gateway.signingCertificate(), now);
  } catch (error) {
    return fail(deps, scope, envio, error instanceof Error ? error.message : String(error), now);
  }
  const aecKey = `envios/${scope.rutFactoring}/${built.fileName}`;
  await deps.documents.putAec(aecKey, built.bytes);
  // From here an answer may be lost: 'subiendo' with the stored bytes is what recover() later checks.
  await deps.envios.update(scope, envio, { estado: 'subiendo', aecKey, actualizadoEn: now.toISOString() });
  try {
    const recepcion = await gateway.uploadAec({
      emailNotif: built.emailCedente,
      fileName: built.fileName,
      bytes: built.bytes,
    });
    await deps.envios.update(scope, envio, {
      estado: 'enviado',
      trackId: recepcion.trackId,
      estadoSii: 'RCP',
      glosa: null,
      actualizadoEn: now.toISOString(),
    });
  } catch (error) {
    if (isSiiError(error, 'envio-rechazado')) {
      // RECEPCIONAEC with a refusal STATUS: the SII registered nothing (the document may be sent again).
      const [status = '', text = error.userMessage] = (error.context.detail ?? '').split(/:\s*(.*)/s);
      await announce(deps, scope, envio, { aceptado: false, estadoSii: status || null, glosa: text }, now);
      await deps.envios.update(scope, envio, {
        estado: 'rechazado',
        estadoSii: status || null,
        glosa: text,
        actualizadoEn: now.toISOString(),
      });
      return;
    }
    if (isSiiError(error, 'envio-no-recibido') && envio.consultas < MAX_UPLOAD_ATTEMPTS) {
      // The SII answered that it took nothing: queued again for the next round.
      await deps.envios.update(scope, envio, {
        estado: 'en-cola',
        glosa: error.message,
        consultas: envio.consultas + 1,
        actualizadoEn: now.toISOString(),
      });
      return;
    }
    if (isSiiError(error, 'token-expirado', 'certificado-rechazado', 'sin-credenciales', 'envio-no-recibido')) {
      return fail(deps, scope, envio, error.userMessage, now);
    }
    // No readable answer: the fate is unknown until the registry is asked (recover()).
    await deps.envios.update(scope, envio, {
      glosa: 'Sin respuesta del SII al envío; se verificará en el Registro de Cesiones',
      actualizadoEn: now.toISOString(),
    });
  }
}

/**
 * Why the factoring may not send the envío (it no longer holds the document, or the registry's chain moved on), from
 * the stored AEC and the registry's latest one: `refusal` null when it still holds it; `unreachable` (the reason)
 * when the registry could not be asked, which the caller retries rather than uploading on an unconfirmed chain.
 */
async function holderCheck(
  deps: EnviosDeps,
  gateway: FactoringSiiGateway,
  scope: FactoringScope,
  envio: Envio,
  stored: Uint8Array,
): Promise<{ refusal: string | null; unreachable?: string }> {
  const claim = { rutFactoring: scope.rutFactoring, idSecuencia: envio.idSecuencia };
  const own = deps.aec.lastCesion(stored);
  const refusal = storedChainRefusal(claim, own);
  if (refusal || !own) return { refusal };
  try {
    const latest = await gateway.fetchAec({ rutEmisor: envio.rutEmisor, tipoDTE: envio.tipoDTE, folio: envio.folio });
    return { refusal: registryChainRefusal(claim, own, latest ? deps.aec.lastCesion(latest.bytes) : null) };
  } catch (error) {
    return {
      refusal: null,
      unreachable: isSiiError(error) ? error.userMessage : error instanceof Error ? error.message : String(error),
    };
  }
}

/** Asks getEstEnvio about an envío with a TRACKID. */
async function track(
  deps: EnviosDeps,
  gateway: FactoringSiiGateway,
  scope: FactoringScope,
  envio: Envio,
  now: Date,
): Promise<void> {
  const answer = await gateway.getEstEnvio(envio.trackId!);
  const estado = answer.estado === 0 ? estadoFromSii(answer.estadoEnvio) : 'enviado';
  const estadoSii = answer.estadoEnvio ?? envio.estadoSii;
  const glosa = answer.descEstado ?? (answer.estado === 0 ? null : answer.glosa);
  if (estado === 'aceptado' || estado === 'rechazado')
    await announce(deps, scope, envio, { aceptado: estado === 'aceptado', estadoSii, glosa }, now);
  await deps.envios.update(scope, envio, {
    estado,
    estadoSii,
    glosa,
    consultas: envio.consultas + 1,
    actualizadoEn: now.toISOString(),
  });
  if (estado === 'aceptado') await markReceded(deps, scope, envio, now);
}

/**
 * An upload without a readable answer: the document's latest AEC at the registry tells whether the cesión was
 * registered (its SeqCesion is the new one and its cesionario the envío's); if so it is accepted, and after
 * {@link GIVE_UP_AFTER_MS} without it the envío failed (the document may be sent again).
 */
async function recover(
  deps: EnviosDeps,
  gateway: FactoringSiiGateway,
  scope: FactoringScope,
  envio: Envio,
  now: Date,
): Promise<void> {
  const latest = await gateway.fetchAec({ rutEmisor: envio.rutEmisor, tipoDTE: envio.tipoDTE, folio: envio.folio });
  const registered = latest ? deps.aec.lastCesion(latest.bytes) : null;
  if (registered && registered.seq === envio.idSecuencia + 1 && registered.rutCesionario === envio.rutCesionario) {
    const glosa = 'Cesión registrada (confirmada en el Registro de Cesiones)';
    await announce(deps, scope, envio, { aceptado: true, estadoSii: 'EOK', glosa }, now);
    await deps.envios.update(scope, envio, {
      estado: 'aceptado',
      estadoSii: 'EOK',
      glosa,
      actualizadoEn: now.toISOString(),
    });
    return markReceded(deps, scope, envio, now);
  }
  if (now.getTime() - Date.parse(envio.enviadoEn) >= GIVE_UP_AFTER_MS) {
    await fail(deps, scope, envio, 'El SII no registró el envío', now);
  }
}

/** The acquired cession the envío continues is no longer held: re-ceded (estadoCesion '' on the screens). */
async function markReceded(deps: EnviosDeps, scope: FactoringScope, envio: Envio, now: Date): Promise<void> {
  const records = await deps.cessions.findDocument(scope, 'cesionario', envio);
  const held = records.find((record) => record.idSecuencia === envio.idSecuencia);
  if (held && !held.recedido)
    await deps.cessions.upsert(scope, { ...held, recedido: true, updatedAt: now.toISOString() });
}

/** Publishes the SII's answer to an envío as a platform event (envio-events.ts); skipped when the cession is gone. */
async function announce(
  deps: EnviosDeps,
  scope: FactoringScope,
  envio: Envio,
  answer: { aceptado: boolean; estadoSii: string | null; glosa: string | null },
  now: Date,
): Promise<void> {
  const event = await envioEvent(deps.cessions, scope, envio, answer, now);
  if (event) await deps.events.publish(scope, [event]);
  else
    deps.logger.warn('envío sin cesión almacenada: sin evento', {
      rutFactoring: scope.rutFactoring,
      folio: envio.folio,
    });
}

/** Nothing reached the SII: the envío ends 'fallido' with the reason, and the document may be sent again. */
async function fail(deps: EnviosDeps, scope: FactoringScope, envio: Envio, glosa: string, now: Date): Promise<void> {
  await deps.envios.update(scope, envio, { estado: 'fallido', glosa, actualizadoEn: now.toISOString() });
}
