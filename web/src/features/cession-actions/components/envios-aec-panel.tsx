import { useMemo, useState } from 'react';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@web/components/ui/use-media-query';
import { normalizeRut } from '@domain/rut';
import { dteTypeName } from '@domain/dte-types';
import type { EnvioAecDocumento } from '@domain/wire/schema-types';
import { displayRut, formatDateTime } from '@web/lib/format';
import { useFactoringsToGive } from '@web/lib/recesionarios/get-factorings-to-give';
import { useEnviosAec } from '../api/get-envios-aec';
import { documentId } from '@web/lib/cessions/cesion-resultado';
import { activeEnvios } from '@web/lib/cessions/envio-follow-up';
import { EnvioBadge } from '@web/components/cessions/envio-badge';

/** Envíos listed before 'Ver todos'. */
const FIRST_ROWS = 5;

/** Text of the panel when the factoring never sent an AEC. */
export const NO_ENVIOS_MESSAGE = 'Aún no hay envíos de AEC al SII para este factoring.';

/**
 * 'Envíos al SII' of the mass cession screens: the factoring's recent AEC envíos from enviosAec, newest
 * first — document (tipo, folio, rut emisor), the envío's badge, who it goes to (the recessionary's rut and name, or
 * 'Devolución') and the request's date and time in America/Santiago — so yesterday's envíos and their outcome stay in
 * sight. A table from md up, a list below. Polls while an envío the job still follows is in flight
 * (envio-follow-up.ts activeEnvios).
 */
export function EnviosAecPanel({ rutFactoring }: { rutFactoring: string }) {
  const query = useEnviosAec(rutFactoring, { watching: (listed) => activeEnvios(listed ?? [], new Date()).length > 0 });
  const recesionarios = useFactoringsToGive(rutFactoring);
  const [all, setAll] = useState(false);
  const names = useMemo(
    () =>
      new Map(
        (recesionarios.data ?? []).map((recesionario) => [normalizeRut(recesionario.rut), recesionario.razonSocial]),
      ),
    [recesionarios.data],
  );
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
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
      {query.isError ? (
        <p className="card-body small text-danger mb-0">No fue posible cargar los envíos: {query.error.message}</p>
      ) : null}
      {query.isSuccess && envios.length === 0 ? (
        <p className="card-body small text-muted mb-0">{NO_ENVIOS_MESSAGE}</p>
      ) : null}
      {shown.length > 0 && wide ? (
        <div className="table-responsive">
          <table className="table table-sm small align-middle mb-0" aria-label="Envíos al SII">
            <thead>
              <tr>
                <th>Documento</th>
                <th>Estado</th>
                <th>Recesionario</th>
                <th>Fecha</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={documentId(entry)} data-testid="envio-sii-row" data-folio={entry.folio}>
                  <td>
                    <div className="text-nowrap">{documentText(entry)}</div>
                    <div className="text-muted text-nowrap">{displayRut(entry.rutEmisor)}</div>
                  </td>
                  <td style={{ maxWidth: '22rem' }}>
                    <EnvioBadge envio={entry.envio} />
                  </td>
                  <td>
                    <div className="text-nowrap">{displayRut(entry.envio.rutCesionario)}</div>
                    <div className="text-muted">{destinoText(entry, names)}</div>
                  </td>
                  <td className="text-nowrap">{formatDateTime(entry.envio.enviadoEn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {shown.length > 0 && !wide ? (
        <ul className="list-group list-group-flush small" aria-label="Envíos al SII">
          {shown.map((entry) => (
            <li
              key={documentId(entry)}
              className="list-group-item"
              data-testid="envio-sii-row"
              data-folio={entry.folio}
            >
              <div className="d-flex justify-content-between gap-2">
                <span>{documentText(entry)}</span>
                <span className="text-muted text-nowrap">{formatDateTime(entry.envio.enviadoEn)}</span>
              </div>
              <div className="text-muted">
                {displayRut(entry.rutEmisor)} a {displayRut(entry.envio.rutCesionario)} {destinoText(entry, names)}
              </div>
              <EnvioBadge envio={entry.envio} />
            </li>
          ))}
        </ul>
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

function documentText(entry: EnvioAecDocumento): string {
  return `${dteTypeName(entry.tipo)} ${entry.folio}`;
}

/** The recessionary's name when it is one of the factoring's, 'Devolución' for a return to the emisor. */
function destinoText(entry: EnvioAecDocumento, names: ReadonlyMap<string, string>): string {
  return entry.envio.tipoAccion === 'devolucion'
    ? 'Devolución'
    : (names.get(normalizeRut(entry.envio.rutCesionario)) ?? '');
}
