import type { CesionView } from '@domain/cession';
import { formatDateTime } from '@web/lib/format';

/** The Notificado column of the notifications table (core-platform §2): a green tick with the date, or a red cross. */
export function NotificadoCell({
  cesion,
}: {
  cesion: Pick<CesionView, 'deudorNotificado' | 'fechaNotificacionDeudor'>;
}) {
  if (cesion.deudorNotificado === 1) {
    const fecha = formatDateTime(cesion.fechaNotificacionDeudor);
    return (
      <span className="text-success" data-testid="notificado-si" title={`Notificado el ${fecha}`}>
        <span aria-hidden="true" className="fw-bold">
          ✓
        </span>
        <span className="visually-hidden">Notificado</span>
        <div className="small text-muted">{fecha}</div>
      </span>
    );
  }
  return (
    <span className="text-danger fw-bold" data-testid="notificado-no" title="No notificado">
      <span aria-hidden="true">✗</span>
      <span className="visually-hidden">No notificado</span>
    </span>
  );
}
