import type { JudicialRecords } from '@domain/judicial/judicial-records';
import type { SweepCompleteness } from '@domain/judicial/sweep';
import { formatDate } from '@web/lib/format';
import { JUDICIAL_TEXTS } from '../model/judicial-texts';

const COMPETENCIAS: Readonly<Record<string, string>> = { civil: 'Civil', cobranza: 'Cobranza', laboral: 'Laboral' };

/**
 * A finished result: its court cases with their litigants, or 'No se encontraron registros judiciales' only when every
 * tribunal answered (a result with tribunals that did not answer says so instead), and what the search covered.
 */
export function JudicialCases({
  records,
  completeness,
}: {
  records: JudicialRecords;
  completeness: SweepCompleteness;
}) {
  const unanswered = completeness.failedTribunals + completeness.notSearchedTribunals;
  return (
    <div data-testid="radar-judicial-resultado">
      {records.casos.length === 0 ? (
        unanswered === 0 ? (
          <div className="alert alert-info mb-2">{JUDICIAL_TEXTS.noRecords}</div>
        ) : (
          <div className="alert alert-warning mb-2">
            No se encontraron registros en los tribunales que respondieron; {unanswered} tribunales no respondieron.
          </div>
        )
      ) : (
        <ul className="list-group mb-2">
          {records.casos.map((caso) => (
            <li key={`${caso.tribunal}#${caso.rol}`} className="list-group-item" data-testid="radar-judicial-causa">
              <div className="d-flex justify-content-between flex-wrap gap-2">
                <span className="fw-semibold">{caso.rol}</span>
                <span className="badge text-bg-secondary">{COMPETENCIAS[caso.competencia] ?? caso.competencia}</span>
              </div>
              <div>{caso.caratulado}</div>
              <div className="small text-muted">
                {caso.tribunal} · Ingreso {caso.fechaIngreso ? formatDate(caso.fechaIngreso) : 'sin fecha'}
              </div>
              <ul className="small mb-0 mt-1">
                {records.litigantes
                  .filter((litigante) => litigante.rol === caso.rol)
                  .map((litigante, index) => (
                    <li key={index}>
                      {litigante.participante} {litigante.nombre}
                      {litigante.rut ? ` (${litigante.rut})` : ''}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p className="small text-muted mb-0" data-testid="radar-judicial-cobertura">
        Tribunales consultados: {completeness.searchedTribunals}
        {completeness.failedTribunals > 0 ? ` · sin respuesta: ${completeness.failedTribunals}` : ''}
        {completeness.notSearchedTribunals > 0 ? ` · no consultados: ${completeness.notSearchedTribunals}` : ''}
        {' · '}competencias completas:{' '}
        {completeness.competenciasCovered.map((c) => COMPETENCIAS[c] ?? c).join(', ') || 'ninguna'}. Las causas
        reservadas no se muestran en la consulta pública.
      </p>
    </div>
  );
}
