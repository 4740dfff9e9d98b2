import { endedWithoutEffect } from './envio-aec';
import type { EnvioAec } from '@domain/wire/schema-types';

/** Where the envíos of one action stand: documents sent, accepted by the SII, ended without effect, still moving. */
export interface EnvioProgress {
  total: number;
  aceptadas: number;
  /** Rejected by the SII ('rechazado') or never delivered ('fallido'). */
  sinEfecto: number;
  enCurso: number;
}

/**
 * The overall progress of the envíos an action sent (useEnvioFollowUp's `followed`): a document counts as accepted
 * once its envío is 'aceptado', as ended without effect when 'rechazado' or 'fallido', otherwise (no envío listed yet,
 * 'en-cola', 'subiendo', 'enviado') as still in progress.
 */
export function envioProgress(followed: readonly { envio: Pick<EnvioAec, 'estado'> | null }[]): EnvioProgress {
  const aceptadas = followed.filter((entry) => entry.envio?.estado === 'aceptado').length;
  const sinEfecto = followed.filter((entry) => entry.envio !== null && endedWithoutEffect(entry.envio.estado)).length;
  return { total: followed.length, aceptadas, sinEfecto, enCurso: followed.length - aceptadas - sinEfecto };
}
