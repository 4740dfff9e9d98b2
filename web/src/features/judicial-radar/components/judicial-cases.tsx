import type { CrossCheckedRecords } from '@domain/judicial/portfolio-cross-check';
import type { SweepCompleteness } from '@domain/judicial/sweep';
import { formatDate } from '@web/lib/format';
import { PortfolioMarkBadges } from '@web/components/judicial/portfolio-mark-badges';
import { SweepCoverage } from '@web/components/judicial/sweep-coverage';
import { COMPETENCIAS, unansweredNote } from '@web/components/judicial/sweep-texts';
import { JUDICIAL_TEXTS } from '../model/judicial-texts';

/**
 * A finished result: its court cases with their litigants, or 'No se encontraron registros judiciales' only when every
 * tribunal answered (a result with tribunals that did not answer says so instead), and what the search covered. A
 * litigant of the factoring's portfolio carries its mark ('Cliente de la cartera', 'Deudor de la cartera'), a case
 * that matters to the portfolio its flags.
 */
export function JudicialCases({
  records,
  completeness,
}: {
  records: CrossCheckedRecords;
  completeness: SweepCompleteness;
}) {
  const unanswered = unansweredNote(completeness);
  return (
    <div data-testid="radar-judicial-resultado">
      {records.casos.length === 0 ? (
        unanswered ? (
          <div className="alert alert-warning mb-2">{unanswered}</div>
        ) : (
          <div className="alert alert-info mb-2">{JUDICIAL_TEXTS.noRecords}</div>
        )
      ) : (
        <ul className="list-group mb-2">
          {records.casos.map((caso) => (
            <li key={`${caso.tribunal}#${caso.rol}`} className="list-group-item" data-testid="radar-judicial-causa">
              <div className="d-flex justify-content-between flex-wrap gap-2">
                <span className="fw-semibold">{caso.rol}</span>
                <span className="badge text-bg-secondary">{COMPETENCIAS[caso.competencia]}</span>
              </div>
              <div>{caso.caratulado}</div>
              {caso.alertasCartera.map((alerta) => (
                <span key={alerta} className="badge text-bg-danger me-1" data-testid="radar-judicial-alerta-cartera">
                  {alerta}
                </span>
              ))}
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
                      <PortfolioMarkBadges marks={litigante.cartera} testId="radar-judicial-cartera" />
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <SweepCoverage completeness={completeness} />
    </div>
  );
}
