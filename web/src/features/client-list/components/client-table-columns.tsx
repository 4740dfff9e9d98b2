import { Link } from 'react-router';
import type { KpiClass } from '@domain/kpis/kpi-scales';
import { formatColumnValue } from '@domain/dashboard-columns/format-column-value';
import type { ColumnDefinition } from '@domain/dashboard-columns/types';
import { compactLabel } from '@web/components/ui/compact-label';
import { InfoTip } from '@web/components/ui/info-tip';
import { tableColumn } from '@web/components/ui/table-columns';
import { displayRut } from '@web/lib/format';
import { executivesOf } from '@web/localdb/client-list/client-company';
import type { ClientRow } from '../model/client-row';
import { sizeLabel } from '../model/company-size';
import { CLIENT_LIST_MESSAGES } from '../model/messages';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { KPI_CLASS_TONES } from '@web/components/kpi-radar/kpi-class-tone';

/** The card status tooltip (client-radar.md §2): what Activo and Error Password mean. */
const ESTADO_HELP =
  'Activo: la clave del SII es válida y la información se actualiza. Error Password: la clave del SII es incorrecta; comuníquese con el cliente para actualizarla.';

/** The radar class of a column's value (null: not a KPI, disabled, empty or scales still loading). */
export type ColumnClassOf = (columnId: string, value: number | null | undefined) => KpiClass | null;

/** What the row actions open: the executive modals (carteraEjecutivos '1' only). */
export type EjecutivoAction = { kind: 'add' | 'manage'; client: ClientRow };

/**
 * The columns of the client list (client-radar.md §2): Cliente (razón social over rut), Estado (with its help),
 * Tamaño, [Ejecutivo] (carteraEjecutivos), Contacto, one column per configured KPI / calculated column (its
 * displayName, description as tooltip, the value formatted as §9 says; a KPI's cell tinted by its radar class, whose
 * name is written under the value) and the row actions ('Ver Detalle';
 * Agregar / Gestionar Ejecutivo). Cliente, Estado, Tamaño, Ejecutivo sort as text and KPI columns as numbers, an
 * empty KPI last.
 */
export function clientTableColumns(
  columns: readonly ColumnDefinition[],
  withEjecutivos: boolean,
  onEjecutivoAction: (action: EjecutivoAction) => void,
  classOf: ColumnClassOf,
) {
  return [
    tableColumn<ClientRow>({
      id: 'cliente',
      label: 'Cliente',
      kind: 'text',
      value: (row) => row.razonSocial,
      cell: (row) => (
        <>
          <div className="fw-semibold">{row.razonSocial}</div>
          <div className="small text-muted">{displayRut(row.rut)}</div>
        </>
      ),
    }),
    tableColumn<ClientRow>({
      id: 'estado',
      label: 'Estado',
      kind: 'text',
      value: (row) => row.estado?.trim() || null,
      headerExtra: () => <InfoTip text={ESTADO_HELP} />,
      cell: (row) => <EstadoBadge estado={row.estado} />,
    }),
    tableColumn<ClientRow>({
      id: 'tamano',
      label: 'Tamaño',
      kind: 'number',
      value: (row) => row.tamano,
      cell: (row) => sizeLabel(row.tamano),
    }),
    ...(withEjecutivos
      ? [
          tableColumn<ClientRow>({
            id: 'ejecutivo',
            label: 'Ejecutivo',
            kind: 'text',
            value: (row) => executivesOf(row).join(', ') || null,
            // An executive is named by the e-mail of the account, which must wrap like the contact's to fit 1440 px.
            cellAttributes: () => ({ className: 'small text-break' }),
            cell: (row) => {
              const executives = executivesOf(row);
              return executives.length > 0 ? executives.join(', ') : <span className="text-muted">Sin asignar</span>;
            },
          }),
        ]
      : []),
    tableColumn<ClientRow>({
      id: 'contacto',
      label: 'Contacto',
      cellAttributes: () => ({ className: 'small text-break' }),
      cell: (row) => (
        <>
          <div>{row.correo ?? '-'}</div>
          <div>{row.telefono ?? '-'}</div>
        </>
      ),
    }),
    ...columns.map((column) =>
      tableColumn<ClientRow>({
        id: `kpi:${column.id}`,
        label: column.displayName,
        shortLabel: compactLabel(column.displayName),
        kind: 'number',
        numeric: true,
        description: column.description,
        value: (row) => row.values[column.id],
        cellAttributes: (row) => {
          const kpiClass = classOf(column.id, row.values[column.id]);
          return kpiClass ? { className: `table-${KPI_CLASS_TONES[kpiClass].colour}`, 'data-kpi-class': kpiClass } : {};
        },
        cell: (row) => {
          const kpiClass = classOf(column.id, row.values[column.id]);
          return (
            <>
              {formatColumnValue(row.values[column.id], column)}
              {kpiClass ? <span className="d-block small">{kpiClass}</span> : null}
            </>
          );
        },
      }),
    ),
    tableColumn<ClientRow>({
      id: 'acciones',
      label: 'Acciones',
      cell: (row) => {
        const executives = executivesOf(row);
        return (
          <div className="d-flex flex-column align-items-start gap-1">
            <Link
              className="btn btn-sm btn-outline-primary text-nowrap"
              to={`/dashboard-clientes/${row.rut}?tab=resumen`}
            >
              {CLIENT_LIST_MESSAGES.viewDetail}
            </Link>
            {withEjecutivos ? (
              // May wrap onto two lines: 'Gestionar Ejecutivo' on one line would widen the table past 1440 px.
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => onEjecutivoAction({ kind: executives.length > 0 ? 'manage' : 'add', client: row })}
              >
                {executives.length > 0 ? CLIENT_LIST_MESSAGES.manageEjecutivo : CLIENT_LIST_MESSAGES.addEjecutivo}
              </button>
            ) : null}
          </div>
        );
      },
    }),
  ];
}
