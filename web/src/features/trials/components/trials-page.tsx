import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAID_FEATURE_NAMES, type Availability, type PaidFeature } from '@domain/trial-access';
import type { TrialOverview } from '@domain/trial-overview';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Spinner } from '@web/components/ui/spinner';
import { displayRut, formatDate, formatDateTime } from '@web/lib/format';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { changeTrial, fetchTrialOverview } from '../api/trial-calls';

/** Each state's label on the screen. */
const ESTADOS: Readonly<Record<Availability, string>> = {
  available: 'Disponible',
  'not-started': 'Sin prueba',
  ended: 'Prueba terminada',
};

/**
 * 'Pruebas gratis' (platform administrator; client-radar §6, core-platform §1): the selected factoring's paid features
 * with their state today, 'Comenzar prueba' (a free trial month from today) or 'Terminar prueba' on each, and the
 * free-trial requests its users sent from the campaigns, each with 'Comenzar prueba' while its feature is not usable.
 */
export function TrialsPage({ rutFactoring }: { rutFactoring: string }) {
  const { restUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const key = ['admin-pruebas', rutFactoring];
  const overview = useQuery({ queryKey: key, queryFn: () => fetchTrialOverview(restUrl, rutFactoring) });
  const change = useMutation({
    mutationFn: ({ accion, feature }: { accion: 'comenzar' | 'terminar'; feature: PaidFeature }) =>
      changeTrial(restUrl, rutFactoring, accion, feature),
    onSuccess: (next: TrialOverview) => queryClient.setQueryData(key, next),
  });

  if (overview.isPending) return <Spinner />;
  if (overview.isError) return <ErrorAlert error={overview.error.message} />;
  const { razonSocial, funciones, solicitudes } = overview.data;
  const usable = new Set(funciones.filter((f) => f.estado === 'available').map((f) => f.feature));
  const action = (accion: 'comenzar' | 'terminar', feature: PaidFeature) => (
    <button
      type="button"
      className={accion === 'comenzar' ? 'btn btn-sm btn-primary' : 'btn btn-sm btn-outline-danger'}
      disabled={change.isPending}
      onClick={() => change.mutate({ accion, feature })}
    >
      {accion === 'comenzar' ? 'Comenzar prueba' : 'Terminar prueba'}
    </button>
  );

  return (
    <div>
      <h1 className="h4">Pruebas gratis</h1>
      <p className="text-muted">
        {razonSocial} ({displayRut(rutFactoring)})
      </p>
      {change.isError ? <ErrorAlert error={change.error.message} /> : null}
      <table className="table table-sm align-middle" data-testid="pruebas-funciones">
        <thead>
          <tr>
            <th scope="col">Función</th>
            <th scope="col">Estado</th>
            <th scope="col">Disponible hasta</th>
            <th scope="col">Acción</th>
          </tr>
        </thead>
        <tbody>
          {funciones.map(({ feature, nombre, estado, hasta }) => (
            <tr key={feature} data-feature={feature}>
              <td>{nombre}</td>
              <td>{ESTADOS[estado]}</td>
              <td>{hasta ? formatDate(hasta) : ''}</td>
              <td>{action(estado === 'available' ? 'terminar' : 'comenzar', feature)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="h5 mt-4">Solicitudes de prueba</h2>
      {solicitudes.length === 0 ? (
        <p className="text-muted">No hay solicitudes de prueba.</p>
      ) : (
        <table className="table table-sm align-middle" data-testid="pruebas-solicitudes">
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Usuario</th>
              <th scope="col">Función</th>
              <th scope="col">Campaña</th>
              <th scope="col">Acción</th>
            </tr>
          </thead>
          <tbody>
            {solicitudes.map((solicitud) => (
              <tr key={`${solicitud.at}-${solicitud.username}`} data-feature={solicitud.feature}>
                <td>{formatDateTime(solicitud.at)}</td>
                <td>{solicitud.email}</td>
                <td>{PAID_FEATURE_NAMES[solicitud.feature]}</td>
                <td>{solicitud.campaign}</td>
                <td>{usable.has(solicitud.feature) ? 'Disponible' : action('comenzar', solicitud.feature)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
