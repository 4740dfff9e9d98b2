import { useMemo, useState } from 'react';
import { normalizeRut } from '../../../../../domain/rut';
import { dteTypeName } from '../../../../../domain/dte-types';
import { displayRut, formatDateTime } from '../../../lib/format';
import { useFactoringsToGive } from '../../recesionarios/api/get-factorings-to-give';
import { useEnviosAec } from '../api/get-envios-aec';
import { documentId } from '../model/cesion-resultado';
import { activeEnvios } from '../model/envio-follow-up';
import { EnvioBadge } from './envio-badge';

/** Envíos listed before 'Ver todos'. */
const FIRST_ROWS = 8;

/** Text of the panel when the factoring never sent an AEC. */
export const NO_ENVIOS_MESSAGE = 'Aún no hay envíos de AEC al SII para este factoring.';

/**
 * 'Envíos al SII' of the mass cession screens (issue 14 §2): the factoring's recent AEC envíos from enviosAec, newest
 * first — document (tipo, folio, rut emisor), who it goes to (the recessionary's rut and name, or 'Devolución'), the
 * envío's badge and the request's date and time in America/Santiago — so yesterday's envíos and their outcome stay in
 * sight. Polls while an envío the job still follows is in flight (envio-follow-up.ts activeEnvios).
 */
export function EnviosAecPanel({ rutFactoring }: { rutFactoring: string }) {
  const query = useEnviosAec(rutFactoring, { watching: (listed) => activeEnvios(listed ?? [], new Date()).length > 0 });
  const recesionarios = useFactoringsToGive(rutFactoring);
  const [all, setAll] = useState(false);
  const names = useMemo(
    () => new Map((recesionarios.data ?? []).map((recesionario) => [normalizeRut(recesionario.rut), recesionario.razonSocial])),
    [recesionarios.data],
  );
  const envios = query.data ?? [];
  const shown = all ? envios : envios.slice(0, FIRST_ROWS);

  return (
    <section className="card mb-3" aria-labelledby="envios-sii-title" data-testid="envios-sii">
      <div className="card-header py-2">
        <h2 id="envios-sii-title" className="h6 mb-0">
          Envíos al SII
        </h2>
      </div>
      {query.isPending ? <p className="card-body small text-muted mb-0">Cargando envíos...</p> : null}
      {query.isError ? <p className="card-body small text-danger mb-0">No fue posible cargar los envíos: {query.error.message}</p> : null}
      {query.isSuccess && envios.length === 0 ? <p className="card-body small text-muted mb-0">{NO_ENVIOS_MESSAGE}</p> : null}
      {shown.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm small align-middle mb-0" aria-label="Envíos al SII">
            <thead>
              <tr>
                <th>Documento</th>
                <th>Recesionario</th>
                <th>Estado</th>
                <th>Fecha</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={documentId(entry)} data-testid="envio-sii-row" data-folio={entry.folio}>
                  <td>
                    <div className="text-nowrap">
                      {dteTypeName(entry.tipo)} {entry.folio}
                    </div>
                    <div className="text-muted text-nowrap">{displayRut(entry.rutEmisor)}</div>
                  </td>
                  <td>
                    <div className="text-nowrap">{displayRut(entry.envio.rutCesionario)}</div>
                    <div className="text-muted">
                      {entry.envio.tipoAccion === 'devolucion' ? 'Devolución' : (names.get(normalizeRut(entry.envio.rutCesionario)) ?? '')}
                    </div>
                  </td>
                  <td style={{ minWidth: '9rem' }}>
                    <EnvioBadge envio={entry.envio} />
                  </td>
                  <td className="text-nowrap">{formatDateTime(entry.envio.enviadoEn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {envios.length > FIRST_ROWS ? (
        <div className="card-footer py-1">
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setAll(!all)}>
            {all ? 'Ver solo los recientes' : `Ver todos (${envios.length})`}
          </button>
        </div>
      ) : null}
    </section>
  );
}
