import type { FactoringConcentrationRow } from '../../../localdb/views/factoring-concentration-view';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';
import { useAmountFormat } from './amount-format';

/**
 * 'Concentración por Factoring' (client-detail.md §2 Cesiones tab): Factoring, Monto Cedido (CLP), Deudores,
 * Cesiones and a bar of the factoring's share of the ceded amount.
 */
export function FactoringConcentrationTable({ rows }: { rows: readonly FactoringConcentrationRow[] }) {
  const formatAmount = useAmountFormat();
  return (
    <div className="card mb-3">
      <div className="card-header fw-semibold">{M.factoringConcentration}</div>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0" data-testid="factoring-concentration-table">
          <thead>
            <tr>
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
                <td>{row.factoring}</td>
                <td className="text-end">{formatAmount(row.montoCedido)}</td>
                <td className="text-end">{row.cantidadDeudores}</td>
                <td className="text-end">{row.cantidadCesiones}</td>
                <td>
                  <div className="progress" style={{ height: '0.5rem' }} title={`${row.participacion.toFixed(1)}%`}>
                    <div className="progress-bar" style={{ width: `${row.participacion}%` }} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
