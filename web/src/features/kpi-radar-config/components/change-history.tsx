import type { CambioConfiguracionRadar } from '@domain/wire/schema-types';
import { formatDateTime } from '@web/lib/format';
import { RADAR_CONFIG_MESSAGES as M } from '../model/messages';

const ACTIONS: Record<string, string> = {
  guardar: 'Guardó',
  autoguardar: 'Guardado automático de',
  eliminar: 'Eliminó',
};

/** 'Historial de cambios': who saved or deleted which configuration, when, newest first. */
export function ChangeHistory({ changes }: { changes: readonly CambioConfiguracionRadar[] }) {
  return (
    <section className="mt-4" aria-labelledby="radar-history-title">
      <h2 id="radar-history-title" className="h6">
        {M.history}
      </h2>
      {changes.length === 0 ? (
        <p className="small text-body-secondary">{M.noHistory}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm small" data-testid="radar-history">
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Usuario</th>
                <th scope="col">Cambio</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.en}-${change.accion}-${change.nombre ?? ''}`}>
                  <td>{formatDateTime(change.en)}</td>
                  <td>{change.usuario}</td>
                  <td>
                    {ACTIONS[change.accion] ?? change.accion}{' '}
                    {change.nombre ? `'${change.nombre}'` : 'la configuración'}
                    {change.activada ? ' (aplicada al radar)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
