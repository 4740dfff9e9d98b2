import type { SiiRole } from '@domain/sii-role';
import type { Resolver } from '../types';
import { parseCessionListArgs } from '../../services/cessions/list-args';
import { listCessions } from '../../services/cessions/list-cessions';
import { ultimaActualizacion } from '../../services/cessions/ultima-actualizacion';
import { filasSiiNoLeidas } from '../../services/cessions/unread-rows';

function listOf(role: SiiRole): Resolver {
  return ({ args, identity, deps }) => listCessions(role, parseCessionListArgs(args), identity, deps);
}

/**
 * Cessions area: the three list queries of core-platform §7, one per SII role of the factoring:
 * acquired (cesionario), assigned (cedente) and owed (deudor), each returning a CesionPage; and the rows of each
 * list's SII answers that the latest refresh could not read (FilasSiiNoLeidas); the instant of the factoring's last
 * refresh (the screens' refresh note).
 */
export const cessionResolvers: Record<string, Resolver> = {
  'Query.archivosElectronicoDeCesionRecuperados': listOf('cesionario'),
  'Query.archivosElectronicoDeCesionRecuperadosDeCedente': listOf('cedente'),
  'Query.archivosElectronicoDeCesionRecuperadosDeDeudor': listOf('deudor'),
  'Query.filasSiiNoLeidas': ({ args, identity, deps }) => filasSiiNoLeidas(args, identity, deps),
  'Query.ultimaActualizacion': ({ args, identity, deps }) => ultimaActualizacion(args, identity, deps),
};
