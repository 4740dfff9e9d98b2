import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import { VERDICT_BADGES } from '../model/row-styles';

/** The '¿Financiable?' verdict of a row (Sí / Con reparos / No) and the reasons behind it, heaviest first. */
export function FinanciableBadge({ row }: { row: Pick<ConsultaPreviaRow, 'financiable' | 'motivos'> }) {
  return (
    <div>
      <span className={`badge ${VERDICT_BADGES[row.financiable]}`} data-testid="financiable">
        {row.financiable}
      </span>
      <ul className="small mb-0 ps-3 mt-1" aria-label="Motivos">
        {row.motivos.map((motivo) => (
          <li key={motivo}>{motivo}</li>
        ))}
      </ul>
    </div>
  );
}
