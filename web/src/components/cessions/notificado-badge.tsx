import type { CesionView } from '@domain/cession';
import { formatDateTime } from '@web/lib/format';

/**
 * The small 'Notificado' mark of the cession screens (core-platform §3 deudorNotificado 1 = notified):
 * shown when the factoring notified the debtor of the document, with the date in its tooltip; nothing otherwise.
 */
export function NotificadoBadge({
  cesion,
}: {
  cesion: Pick<CesionView, 'deudorNotificado' | 'fechaNotificacionDeudor'>;
}) {
  if (cesion.deudorNotificado !== 1) return null;
  const fecha = cesion.fechaNotificacionDeudor ? formatDateTime(cesion.fechaNotificacionDeudor) : null;
  return (
    <span
      className="badge text-bg-success ms-1"
      title={fecha ? `Deudor notificado el ${fecha}` : 'Deudor notificado'}
      data-testid="notificado-badge"
    >
      Notificado
    </span>
  );
}
