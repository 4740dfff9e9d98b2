import { useEffect, useRef } from 'react';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import type { FactoringConcentrationRow } from '@domain/client-db/views/factoring-concentration-view';
import { selectAllState, toggleFactoring } from '../model/factoring-selection';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';
import { useAmountFormat } from './amount-format';
import { ParticipationBar } from './participation-bar';

interface FactoringConcentrationTableProps {
  rows: readonly FactoringConcentrationRow[];
  /** The selected factorings (rutCesionario) and its setter; without them the table is not selectable. */
  selected?: readonly string[];
  onSelect?: (selected: string[]) => void;
}

/**
 * 'Concentración por Factoring' (client-detail.md §2 Cesiones tab): Factoring, Monto Cedido (CLP), Deudores,
 * Cesiones and a bar of the factoring's share of the ceded amount; selectable with a checkbox per row and a
 * select-all checkbox (indeterminate while only some are chosen).
 */
export function FactoringConcentrationTable({ rows, selected, onSelect }: FactoringConcentrationTableProps) {
  const formatAmount = useAmountFormat();
  const ids = rows.map((row) => row.id);
  const selectable = selected !== undefined && onSelect !== undefined;
  const all = selectable ? selectAllState(selected, ids) : 'none';
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = all === 'some';
  }, [all]);

  return (
    <div className="card h-100">
      <div className="card-header fw-semibold">{M.factoringConcentration}</div>
      <ScrollRegion label={M.factoringConcentration}>
        <table className="table table-sm align-middle mb-0" data-testid="factoring-concentration-table">
          <thead>
            <tr>
              {selectable ? (
                <th className="text-center" style={{ width: '2rem' }}>
                  <input
                    ref={selectAll}
                    type="checkbox"
                    className="form-check-input"
                    aria-label="Seleccionar todos los factorings"
                    checked={all === 'all'}
                    onChange={() => onSelect(all === 'all' ? [] : ids)}
                  />
                </th>
              ) : null}
              <th>Factoring</th>
              <th className="text-end">Monto Cedido</th>
              <th className="text-end">Deudores</th>
              <th className="text-end">Cesiones</th>
              <th style={{ width: '25%' }} aria-label="Participación" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="factoring-concentration-row">
                {selectable ? (
                  <td className="text-center">
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label={`Incluir ${row.factoring} en el gráfico`}
                      checked={selected.includes(row.id)}
                      onChange={() => onSelect(toggleFactoring(selected, row.id, ids))}
                    />
                  </td>
                ) : null}
                <td>{row.factoring}</td>
                <td className="text-end text-nowrap">{formatAmount(row.montoCedido)}</td>
                <td className="text-end">{row.cantidadDeudores}</td>
                <td className="text-end">{row.cantidadCesiones}</td>
                <td>
                  <ParticipationBar percent={row.participacion} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
