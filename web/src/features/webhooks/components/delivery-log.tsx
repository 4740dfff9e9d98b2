import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { formatDateTime } from '@web/lib/format';
import { useEntregas } from '../api/get-entregas';

interface DeliveryLogProps {
  rutFactoring: string;
  idWebhook: string;
}

/**
 * The webhook's delivery log: each attempt with its time (America/Santiago), the status code answered
 * ('Sin respuesta' when none, with the reason) and the attempt number (1 the delivery, 2-3 its retries, 'Test' a
 * test), newest first; read again every few seconds while shown.
 */
export function DeliveryLog({ rutFactoring, idWebhook }: DeliveryLogProps) {
  const log = useEntregas(rutFactoring, idWebhook, true);
  if (log.isPending) return <Spinner />;
  if (log.isError) {
    return (
      <div className="alert alert-danger mb-0" role="alert">
        {userMessage(log.error, 'No fue posible cargar el registro de envíos')}
      </div>
    );
  }
  if (log.data.length === 0) return <p className="text-muted small mb-0">Aún no hay envíos de este webhook.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0" aria-label="Registro de envíos">
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Código</th>
            <th scope="col">Intento</th>
            <th scope="col">Detalle</th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((entrega) => {
            const ok = entrega.statusCode !== null && entrega.statusCode >= 200 && entrega.statusCode < 300;
            return (
              <tr key={`${entrega.idEntrega}-${entrega.intento}-${entrega.fecha}`}>
                <td>{formatDateTime(entrega.fecha)}</td>
                <td>
                  <span className={`badge ${ok ? 'text-bg-success' : 'text-bg-danger'}`}>
                    {entrega.statusCode ?? 'Sin respuesta'}
                  </span>
                </td>
                <td>{entrega.intento === 0 ? 'Test' : entrega.intento}</td>
                <td className="small text-break">{entrega.error ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
