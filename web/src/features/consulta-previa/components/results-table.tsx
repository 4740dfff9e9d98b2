import { useState } from 'react';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import { preChecked } from '@domain/consulta-previa/result-class';
import { shownRowClass } from '@domain/consulta-previa/shown-row-class';
import { dteTypeName } from '@domain/dte-types';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@web/components/ui/use-media-query';
import { displayRut } from '@web/lib/format';
import { CARD_CLASS_NAMES, ROW_CLASS_NAMES } from '../model/row-styles';
import { ExportConsultaButton } from './export-consulta-button';
import { FinanciableBadge } from './financiable-badge';
import { countText } from '@domain/es-cl-format';

/**
 * The results of a single consultation (core-platform §2, §4): one row per document coloured by its class (positive
 * 'Deudor acepta…', warning 'Documento pendiente…', error otherwise), the rows that are not accepted pre-checked,
 * the state, the holder when the registry names it and the '¿Financiable?' verdict with its reasons; below md the
 * rows stack as cards. 'Exportar a excel' writes the checked rows.
 */
export function ResultsTable({ rows }: { rows: ConsultaPreviaRow[] }) {
  const [checked, setChecked] = useState<boolean[]>(() => rows.map((row) => preChecked(row.glosaCedibleParaMonitor)));
  const selected = rows.filter((_, i) => checked[i]);
  const toggle = (index: number) => setChecked((current) => current.map((value, i) => (i === index ? !value : value)));
  const allChecked = checked.every(Boolean);
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const checkbox = (row: ConsultaPreviaRow, index: number) => (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={`Seleccionar folio ${row.folioDTE}`}
      checked={checked[index] ?? false}
      onChange={() => toggle(index)}
    />
  );

  return (
    <div className="mt-3">
      <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-2">
        <span className="text-muted small">
          {selected.length} de {countText(rows.length, 'documento seleccionado', 'documentos seleccionados')}
        </span>
        <ExportConsultaButton rows={selected} />
      </div>
      {!wide ? (
        <ul className="list-unstyled mb-0" aria-label="Resultado consulta previa">
          {rows.map((row, index) => (
            <li
              key={`${row.rutEmisor}-${row.tipoDTE}-${row.folioDTE}`}
              className={`card mb-2 ${CARD_CLASS_NAMES[shownRowClass(row.glosaCedibleParaMonitor, row.financiable)]}`}
              data-testid="consulta-row"
            >
              <div className="card-body p-2">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <label className="d-flex gap-2 fw-semibold">
                    {checkbox(row, index)}
                    Folio {row.folioDTE}
                  </label>
                  <span className="small text-muted text-end">
                    {displayRut(row.rutEmisor)} · {row.tipoDTE} {dteTypeName(row.tipoDTE)}
                  </span>
                </div>
                <div className="mt-1">{row.estado}</div>
                {row.tenedor ? <div className="small text-muted">Tenedor: {displayRut(row.tenedor)}</div> : null}
                <div className="small mb-2">{row.glosaCedibleParaMonitor}</div>
                <FinanciableBadge row={row} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle" aria-label="Resultado consulta previa">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label="Seleccionar todos"
                    checked={allChecked}
                    onChange={() => setChecked(rows.map(() => !allChecked))}
                  />
                </th>
                <th scope="col">Rut Emisor</th>
                <th scope="col">Tipo</th>
                <th scope="col">Folio</th>
                <th scope="col">Estado</th>
                <th scope="col">Cedibilidad</th>
                <th scope="col">¿Financiable?</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr
                  key={`${row.rutEmisor}-${row.tipoDTE}-${row.folioDTE}`}
                  className={ROW_CLASS_NAMES[shownRowClass(row.glosaCedibleParaMonitor, row.financiable)]}
                  data-testid="consulta-row"
                >
                  <td>{checkbox(row, index)}</td>
                  <td className="text-nowrap">{displayRut(row.rutEmisor)}</td>
                  <td>
                    {row.tipoDTE} {dteTypeName(row.tipoDTE)}
                  </td>
                  <td>{row.folioDTE}</td>
                  <td>
                    <div>{row.estado}</div>
                    {row.tenedor ? <div className="small text-muted">Tenedor: {displayRut(row.tenedor)}</div> : null}
                  </td>
                  <td className="small">{row.glosaCedibleParaMonitor}</td>
                  <td style={{ minWidth: '16rem' }}>
                    <FinanciableBadge row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
