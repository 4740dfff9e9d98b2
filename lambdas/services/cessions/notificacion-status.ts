import type { CesionView } from '@domain/cession';
import { notificacionKey, type TipoNotificacion } from '@domain/notificacion/notificacion';
import type { SiiRole } from '@domain/sii-role';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { NotificacionRepository } from '../../store/notificacion-repository';

/** The notification kind whose records mark each list: acquired = cesion, assigned = recesion; owed has none. */
const TIPO_OF_ROLE: Record<SiiRole, TipoNotificacion | null> = {
  cesionario: 'cesion',
  cedente: 'recesion',
  deudor: null,
};

/**
 * The instants the scope's factoring notified the debtors of the documents of a list (one Query of its
 * 'notificado#{tipo}' records), keyed by '{rutEmisor}#{tipo}#{folio}#{idSecuencia}'; null for the owed list, which has
 * no notifications.
 */
export async function notificacionesOf(
  scope: FactoringScope,
  role: SiiRole,
  notificaciones: Pick<NotificacionRepository, 'listNotificaciones'>,
): Promise<Map<string, string> | null> {
  const tipo = TIPO_OF_ROLE[role];
  if (!tipo) return null;
  const registros = await notificaciones.listNotificaciones(scope, tipo);
  return new Map([...registros].map(([key, registro]) => [key, registro.notificadoEn]));
}

/**
 * Marks the notified documents of a page (core-platform §3 deudorNotificado, 1 = notified; §4 "Notification
 * success"): deudorNotificado 1 and fechaNotificacionDeudor the ISO instant when the cession (document and SeqCesion)
 * has a record, else
 * unchanged (0, null).
 * @returns new views, same order and length; the input is not mutated.
 */
export function withNotificacionStatus<T extends CesionView>(
  notificados: ReadonlyMap<string, string>,
  cesiones: readonly T[],
): T[] {
  return cesiones.map((cesion) => {
    const fecha = notificados.get(
      notificacionKey({
        rutEmisor: cesion.emisor.rut,
        tipo: cesion.tipo,
        folio: cesion.folio,
        idSecuencia: cesion.idSecuencia,
      }),
    );
    return fecha ? { ...cesion, deudorNotificado: 1, fechaNotificacionDeudor: fecha } : cesion;
  });
}
