import { ACCEPTANCE_LABELS, ACCEPTANCE_STATES, type AcceptanceState } from '@domain/cartera/acceptance';
import { AGING_BUCKETS, AGING_LABELS, type AgingBucket } from '@domain/cartera/aging';
import { countText } from '@domain/es-cl-format';
import { Modal } from '@web/components/ui/modal';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { displayRut, formatAmount, formatDate } from '@web/lib/format';
import { RedFlagBadges } from '@web/components/cessions/red-flag-badges';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';
import { getAllCarteraDocumentos, useCarteraDocumentos } from '../api/get-cartera-documentos';
import { PARTY_LABELS, type DrillDown } from '../model/cartera';
import { documentsSheet } from '../model/cartera-export';
import { SelectField } from '@web/components/ui/select-field';

interface DocumentsModalProps {
  rutFactoring: string;
  drill: DrillDown;
  onChange: (drill: DrillDown) => void;
  onClose: () => void;
}

const daysText = (days: number | null) => (days === null ? '' : days === 1 ? 'Falta 1 día' : `Faltan ${days} días`);

/**
 * The drill-down of 'Cartera': the held documents of one debtor or cedente, narrowed by tramo, estado or red flags,
 * with their dates, amounts, estado and flags: the server's first page of 100, one more per 'Cargar más' (a debtor may
 * hold thousands), the count and total of the whole list (from the aggregates) and its Excel export (every document,
 * all pages read).
 */
export function DocumentsModal({ rutFactoring, drill, onChange, onClose }: DocumentsModalProps) {
  const documents = useCarteraDocumentos(rutFactoring, drill);
  const rows = documents.data?.pages.flatMap((page) => page.documentos) ?? [];
  const total = documents.data?.pages[0]?.total ?? { documentos: 0, monto: 0 };
  const title = `${PARTY_LABELS[drill.tipo].singular}: ${drill.razonSocial || displayRut(drill.rut)}`;
  return (
    <Modal title={title} onClose={onClose} size="xl">
      <form className="row g-2 align-items-end mb-2" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          id="cartera-tramo"
          label="Tramo"
          value={drill.tramo ?? ''}
          onValueChange={(value) => onChange({ ...drill, tramo: (value || null) as AgingBucket | null })}
          className="col-12 col-sm-4"
          labelClassName="form-label small mb-0"
          small
        >
          <option value="">Todos</option>
          {AGING_BUCKETS.map((t) => (
            <option key={t} value={t}>
              {AGING_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="cartera-estado"
          label="Aceptación"
          value={drill.estado ?? ''}
          onValueChange={(value) => onChange({ ...drill, estado: (value || null) as AcceptanceState | null })}
          className="col-12 col-sm-4"
          labelClassName="form-label small mb-0"
          small
        >
          <option value="">Todos</option>
          {ACCEPTANCE_STATES.map((s) => (
            <option key={s} value={s}>
              {ACCEPTANCE_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <div className="col-12 col-sm-4">
          <div className="form-check">
            <input
              id="cartera-con-alertas"
              type="checkbox"
              className="form-check-input"
              checked={drill.conAlertas}
              onChange={(e) => onChange({ ...drill, conAlertas: e.target.checked })}
            />
            <label className="form-check-label small" htmlFor="cartera-con-alertas">
              Solo con alertas
            </label>
          </div>
        </div>
      </form>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <p className="mb-0 me-auto small" role="status" data-testid="drill-summary">
          {documents.isSuccess
            ? `${countText(total.documentos, 'documento', 'documentos')} · ${formatAmount(total.monto)}`
            : 'Cargando documentos…'}
        </p>
        <SheetExportButton
          build={async () => documentsSheet(drill, await getAllCarteraDocumentos(rutFactoring, drill))}
          disabled={rows.length === 0}
        />
      </div>
      {documents.isPending ? <Spinner /> : null}
      {documents.isError ? (
        <div className="alert alert-danger" role="alert">
          {userMessage(documents.error, 'No fue posible cargar los documentos')}
        </div>
      ) : null}
      {documents.isSuccess ? (
        <ScrollRegion label="Documentos de la cartera" style={{ maxHeight: '60vh' }}>
          <table
            className="table table-sm align-middle small mb-0"
            data-testid="drill-table"
            aria-busy={documents.isFetching}
          >
            <thead className="sticky-top">
              <tr>
                <th scope="col">Folio</th>
                <th scope="col">{drill.tipo === 'deudor' ? 'Cedente' : 'Deudor'}</th>
                <th scope="col">Emisión</th>
                <th scope="col">Vencimiento</th>
                <th scope="col">Tramo</th>
                <th scope="col">Aceptación</th>
                <th scope="col" className="text-end">
                  Monto Cedido
                </th>
                <th scope="col">Alertas</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => {
                const other = drill.tipo === 'deudor' ? d.cedente : d.deudor;
                return (
                  <tr
                    key={`${d.emisor.rut}-${d.tipoDTE}-${d.folio}-${d.fechaCesion}`}
                    data-testid="drill-row"
                    data-folio={d.folio}
                  >
                    <td className="text-nowrap">
                      {d.folio}
                      <div className="text-body-secondary">T{d.tipoDTE}</div>
                    </td>
                    <td>{other.razonSocial || displayRut(other.rut)}</td>
                    <td className="text-nowrap">{formatDate(d.fechaEmision)}</td>
                    <td className="text-nowrap">{formatDate(d.fechaVencimiento)}</td>
                    <td className="text-nowrap">{AGING_LABELS[d.tramo]}</td>
                    <td className="text-nowrap">
                      {ACCEPTANCE_LABELS[d.estado]}
                      {d.estado === 'pendiente' && d.diasRestantes !== null ? (
                        <div className="text-body-secondary">{daysText(d.diasRestantes)}</div>
                      ) : null}
                    </td>
                    <td className="text-end text-nowrap" data-testid="drill-monto">
                      {formatAmount(d.montoCedido)}
                    </td>
                    <td>
                      <RedFlagBadges cesion={d} />
                    </td>
                  </tr>
                );
              })}
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={8} className="text-center text-body-secondary">
                    No hay documentos con estos filtros.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {documents.hasNextPage ? (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm mt-2"
          disabled={documents.isFetchingNextPage}
          aria-busy={documents.isFetchingNextPage}
          onClick={() => void documents.fetchNextPage()}
        >
          Cargar más ({(total.documentos - rows.length).toLocaleString('es-CL')} restantes)
        </button>
      ) : null}
    </Modal>
  );
}
