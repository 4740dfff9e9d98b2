import type { ConsultaMasivaResumen, EstadoConsultaMasiva } from '@domain/consulta-previa/consulta-masiva';
import { SIN_INFORMACION } from '@domain/consulta-previa/financiable';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { Spinner } from '@web/components/ui/spinner';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@web/components/ui/use-media-query';
import { formatDateTime } from '@web/lib/format';
import { useConsultasMasivas } from '../hooks/use-consultas-masivas';
import { VERDICT_BADGES } from '../model/row-styles';
import { countText } from '@domain/es-cl-format';

const ESTADOS: Record<EstadoConsultaMasiva, { label: string; badge: string }> = {
  'en-proceso': { label: 'En proceso', badge: 'text-bg-secondary' },
  enviado: { label: 'Enviado', badge: 'text-bg-success' },
  fallido: { label: 'Fallido', badge: 'text-bg-danger' },
};

function EstadoBadge({ consulta }: { consulta: ConsultaMasivaResumen }) {
  const { label, badge } = ESTADOS[consulta.estado];
  return (
    <span className={`badge ${badge}`} data-testid="estado-masivo">
      {consulta.estado === 'en-proceso' ? (
        <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
      ) : null}
      {label}
    </span>
  );
}

/** How far an en-proceso request got: a bar and 'n de m consultados'; nothing once it finished. */
function Avance({ consulta }: { consulta: ConsultaMasivaResumen }) {
  if (consulta.estado !== 'en-proceso') return null;
  const texto = `${consulta.procesados} de ${consulta.documentos} consultados`;
  return (
    <div className="mt-1" style={{ minWidth: '8rem' }}>
      <ProgressBar share={consulta.procesados / consulta.documentos} label="Avance de la consulta masiva" />
      <div className="small text-muted" data-testid="avance-masivo">
        {texto}
      </div>
    </div>
  );
}

/** Why a request failed, under its estado. */
function ErrorText({ consulta }: { consulta: ConsultaMasivaResumen }) {
  return consulta.error ? <div className="small text-danger mt-1">{consulta.error}</div> : null;
}

/** The counts by '¿Financiable?' verdict, or '—' while it runs. */
function Conteo({ consulta }: { consulta: ConsultaMasivaResumen }) {
  if (!consulta.conteo) return <span className="text-muted">—</span>;
  const { si, conReparos, sinInformacion = 0, no } = consulta.conteo;
  return (
    <span className="d-inline-flex flex-wrap gap-1" aria-label="Veredictos">
      <span className={`badge ${VERDICT_BADGES['Sí']}`}>Sí {si}</span>
      <span className={`badge ${VERDICT_BADGES['Con reparos']}`}>Con reparos {conReparos}</span>
      {sinInformacion > 0 && (
        <span className={`badge ${VERDICT_BADGES[SIN_INFORMACION]}`}>
          {SIN_INFORMACION} {sinInformacion}
        </span>
      )}
      <span className={`badge ${VERDICT_BADGES.No}`}>No {no}</span>
    </span>
  );
}

/**
 * 'Historial' of the Masivo tab (the masivo result is kept in a history on the screen): the factoring's
 * latest requests, newest first, with date (es-CL, Chile time), the e-mail the result goes to, documents, estado (with
 * 'n de m consultados' while it runs) and the counts by verdict; asked again every few seconds while one is
 * en-proceso. Below md the rows stack as cards.
 */
export function MasivoHistory({ rutFactoring }: { rutFactoring: string }) {
  const history = useConsultasMasivas(rutFactoring);
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const consultas = history.data ?? [];
  let body;
  if (history.isPending) body = <Spinner />;
  else if (history.isError) body = <div className="alert alert-warning">No fue posible cargar el historial.</div>;
  else if (consultas.length === 0) body = <p className="text-muted small mb-0">Aún no hay consultas masivas.</p>;
  else if (!wide) {
    body = (
      <ul className="list-unstyled mb-0" aria-label="Historial de consultas masivas">
        {consultas.map((consulta) => (
          <li key={consulta.id} className="card mb-2" data-testid="consulta-masiva">
            <div className="card-body p-2">
              <div className="d-flex justify-content-between align-items-start gap-2">
                <span className="fw-semibold">{formatDateTime(consulta.creadaEn)}</span>
                <EstadoBadge consulta={consulta} />
              </div>
              <Avance consulta={consulta} />
              <div className="small text-muted text-break">{consulta.email}</div>
              <div className="small mb-1">{countText(consulta.documentos, 'documento', 'documentos')}</div>
              <Conteo consulta={consulta} />
              <ErrorText consulta={consulta} />
            </div>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0" aria-label="Historial de consultas masivas">
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Email</th>
              <th scope="col" className="text-end">
                Documentos
              </th>
              <th scope="col">Estado</th>
              <th scope="col">¿Financiable?</th>
            </tr>
          </thead>
          <tbody>
            {consultas.map((consulta) => (
              <tr key={consulta.id} data-testid="consulta-masiva">
                <td className="text-nowrap">{formatDateTime(consulta.creadaEn)}</td>
                <td>{consulta.email}</td>
                <td className="text-end">{consulta.documentos}</td>
                <td>
                  <EstadoBadge consulta={consulta} />
                  <Avance consulta={consulta} />
                  <ErrorText consulta={consulta} />
                </td>
                <td>
                  <Conteo consulta={consulta} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="mt-4" aria-labelledby="historial-masivo">
      <h2 id="historial-masivo" className="h6">
        Historial
      </h2>
      {body}
    </section>
  );
}
