import { Link } from 'react-router';
import { formatColumnValue } from '../../../../../domain/dashboard-columns/format-column-value';
import type { ColumnDefinition } from '../../../../../domain/dashboard-columns/types';
import { InfoTip } from '../../../components/ui/info-tip';
import { displayRut } from '../../../lib/format';
import { executivesOf } from '../model/client-company';
import type { ClientRow } from '../model/client-row';
import { sizeLabel } from '../model/company-size';
import { CLIENT_LIST_MESSAGES } from '../model/messages';
import { EstadoBadge } from './estado-badge';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** The card status tooltip (client-radar.md §2): what Activo and Error Password mean. */
const ESTADO_HELP =
  'Activo: la clave del SII es válida y la información se actualiza. Error Password: la clave del SII es incorrecta; comuníquese con el cliente para actualizarla.';

/** What the row actions open: the executive modals (carteraEjecutivos '1' only). */
export type EjecutivoAction = { kind: 'add' | 'manage'; client: ClientRow };

interface ClientsTableProps {
  rows: readonly ClientRow[];
  columns: readonly ColumnDefinition[];
  withEjecutivos: boolean;
  onEjecutivoAction: (action: EjecutivoAction) => void;
}

/**
 * The client list table (client-radar.md §2): identification, estado, tamaño, executive (with
 * carteraEjecutivos), contact, the configured KPI columns and the row actions ('Ver Detalle' to
 * /dashboard-clientes/{rut}?tab=resumen; Agregar / Gestionar Ejecutivo with carteraEjecutivos).
 */
export function ClientsTable({ rows, columns, withEjecutivos, onEjecutivoAction }: ClientsTableProps) {
  return (
    <ScrollRegion label="Clientes">
      <table className="table table-sm table-hover align-middle mb-0" data-testid="clients-table">
        <thead>
          <tr>
            <th>Cliente</th>
            <th>
              Estado <InfoTip text={ESTADO_HELP} />
            </th>
            <th>Tamaño</th>
            {withEjecutivos ? <th>Ejecutivo</th> : null}
            <th>Contacto</th>
            {columns.map((column) => (
              <th key={column.id} title={column.description} className="text-end">
                {column.displayName}
              </th>
            ))}
            <th>Acciones</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const executives = executivesOf(row);
            return (
              <tr key={row.rut}>
                <td>
                  <div className="fw-semibold">{row.razonSocial}</div>
                  <div className="small text-muted">{displayRut(row.rut)}</div>
                </td>
                <td>
                  <EstadoBadge estado={row.estado} />
                </td>
                <td>{sizeLabel(row.tamano)}</td>
                {withEjecutivos ? (
                  <td className="small">{executives.length > 0 ? executives.join(', ') : <span className="text-muted">Sin asignar</span>}</td>
                ) : null}
                <td className="small">
                  <div>{row.correo ?? '-'}</div>
                  <div>{row.telefono ?? '-'}</div>
                </td>
                {columns.map((column) => (
                  <td key={column.id} className="text-end">
                    {formatColumnValue(row.values[column.id], column)}
                  </td>
                ))}
                <td className="text-nowrap">
                  <Link className="btn btn-sm btn-outline-primary me-1" to={`/dashboard-clientes/${row.rut}?tab=resumen`}>
                    {CLIENT_LIST_MESSAGES.viewDetail}
                  </Link>
                  {withEjecutivos ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      onClick={() => onEjecutivoAction({ kind: executives.length > 0 ? 'manage' : 'add', client: row })}
                    >
                      {executives.length > 0 ? CLIENT_LIST_MESSAGES.manageEjecutivo : CLIENT_LIST_MESSAGES.addEjecutivo}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
