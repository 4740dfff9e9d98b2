import type { CesionView } from '../../../../../domain/cession';
import type { CessionTotals, Selectability } from '../../../../../domain/cession-rules';
import { formatAmount } from '../../../lib/format';
import { aceptadoDisplay, countByState, flagDisplay } from '../model/status-display';
import { CessionRow } from './cession-row';
import { StateBadges } from './state-badges';

interface CessionsTableProps {
  rows: Array<{ cesion: CesionView; selectability: Selectability }>;
  /** Totals of the rows that count (cessionTotals). */
  totals: CessionTotals;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  now: Date;
}

const COLUMN_COUNT = 11;

/**
 * The card body table of core-platform §2: select-all checkbox, Descargas, Deudor, Folio, the Aceptado /
 * Anulado / Rebajado columns with per-state count badges, the three dates, Monto; and a footer row with the
 * document count and totals over 'Cesion Vigente' and 'Documento Asociado en Cobranza' rows (§4, §9).
 */
export function CessionsTable({ rows, totals, selected, onToggle, onToggleAll, now }: CessionsTableProps) {
  const cesiones = rows.map((row) => row.cesion);
  const selectableIds = rows.filter((row) => row.selectability.selectable).map((row) => row.cesion.id);
  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => selected.has(id));
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover align-middle mb-0">
        <thead className="table-light">
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                className="form-check-input"
                checked={allSelected}
                disabled={selectableIds.length === 0}
                onChange={(e) => onToggleAll(e.target.checked)}
                aria-label="Seleccionar todos"
              />
            </th>
            <th scope="col">Descargas</th>
            <th scope="col">Deudor</th>
            <th scope="col">Folio</th>
            <th scope="col">
              Aceptado
              <StateBadges counts={countByState(cesiones, (c) => c.aceptado.state)} display={aceptadoDisplay} />
            </th>
            <th scope="col">
              Anulado
              <StateBadges counts={countByState(cesiones, (c) => c.anulado.state)} display={(s) => flagDisplay(s, 'Anulado')} />
            </th>
            <th scope="col">
              Rebajado
              <StateBadges counts={countByState(cesiones, (c) => c.rebajado.state)} display={(s) => flagDisplay(s, 'Rebajado')} />
            </th>
            <th scope="col">Fecha Recepción</th>
            <th scope="col">Fecha Cesión</th>
            <th scope="col">Fecha Vencimiento</th>
            <th scope="col" className="text-end">
              Monto Cedido / Monto Documento
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ cesion, selectability }) => (
            <CessionRow
              key={cesion.id}
              cesion={cesion}
              selectability={selectability}
              selected={selected.has(cesion.id)}
              onToggle={onToggle}
              now={now}
            />
          ))}
        </tbody>
        <tfoot>
          <tr className="table-light fw-semibold" data-testid="cedente-totals">
            <td colSpan={COLUMN_COUNT - 1}>
              {cesiones.length} documentos ({selected.size} seleccionados)
            </td>
            <td className="text-end text-nowrap" title="Suma de cesiones vigentes y asociadas en cobranza">
              <div data-testid="total-monto-cedido">{formatAmount(totals.montoCedido)}</div>
              <div className="small text-muted" data-testid="total-monto-documento">
                {formatAmount(totals.montoDocumento)}
              </div>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
