import type { EnvioAec, EnvioDocument } from '@domain/aec-envio/envio';
import { eventDocument } from '@domain/platform-events/event-document';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import { platformEventId } from '@domain/platform-events/platform-event-id';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CessionRepository } from '../../store/cession-repository';

/**
 * The event of an envío the SII answered (platform-event.ts 'envio.aceptado' / 'envio.rechazado'), about the
 * acquired cession it continues; cause 'envio|{enviadoEn}' tells two envíos of one document apart.
 * @param glosa the SII's DESC_ESTADO or refusal text, shown in the detalle.
 * @returns null when the scope's factoring no longer stores that cession (nothing to describe the document with).
 */
export async function envioEvent(
  cessions: Pick<CessionRepository, 'findDocument'>,
  scope: FactoringScope,
  envio: EnvioAec & EnvioDocument,
  answer: { aceptado: boolean; estadoSii: string | null; glosa: string | null },
  now: Date,
): Promise<PlatformEvent | null> {
  const { rutFactoring } = scope;
  const held = (await cessions.findDocument(scope, 'cesionario', envio)).find(
    (record) => record.idSecuencia === envio.idSecuencia,
  );
  if (!held) return null;
  const tipo = answer.aceptado ? 'envio.aceptado' : 'envio.rechazado';
  const accion = envio.tipoAccion === 'devolucion' ? 'devolución' : `cesión a ${envio.cesionario.razonSocial}`;
  const estado = [answer.estadoSii, answer.glosa].filter(Boolean).join(' ');
  return {
    id: platformEventId(tipo, rutFactoring, envio, `envio|${envio.enviadoEn}`),
    tipo,
    rutFactoring,
    fecha: now.toISOString(),
    documento: eventDocument(held),
    detalle: answer.aceptado
      ? `AEC de ${accion} aceptado por el SII`
      : `AEC de ${accion} rechazado por el SII${estado ? `: ${estado}` : ''}`,
  };
}
