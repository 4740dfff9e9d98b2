import { useState } from 'react';
import type { VatHistoryEvent, VatHistoryRow } from '@domain/client-db/views/vat-history-view';
import { COMPANY_FILE_MESSAGES as M } from '../model/company-file-messages';
import { ivaEstadoColour } from '../model/iva-estado-colour';
import { CardTable } from './card-table';

/**
 * The IVA history card (Periodo, Folio, Estado with the colours of client-detail.md §4) and 'Detalle del Historial'
 * (the selected declaration's events: date, description), client-detail.md §2 Carpeta Tributaria tab. The first
 * row starts selected; clicking a row selects it and clicking the selected one deselects it.
 * @param rows the declarations, newest first (domain/client-db/views/vat-history-view.ts).
 */
export function VatHistoryCards({ rows }: { rows: readonly VatHistoryRow[] }) {
  // undefined: nothing chosen yet, so the first row; null: the user deselected.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const selectedId = chosen === undefined ? (rows[0]?.id ?? null) : chosen;
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  return (
    <>
      <div className="col-12 col-md-6 col-xl-4">
        <CardTable
          title={M.historyTitle}
          testId="vat-history"
          rows={rows}
          rowKey={(row) => row.id}
          onRowClick={(row) => setChosen(row.id === selectedId ? null : row.id)}
          isSelected={(row) => row.id === selectedId}
          columns={[
            { header: 'Periodo', cell: (row) => <span className="text-nowrap">{row.periodo}</span> },
            { header: 'Folio', cell: (row) => row.folio },
            {
              header: 'Estado',
              cell: (row) => <span className={`badge text-bg-${ivaEstadoColour(row.estado)}`}>{row.estado}</span>,
            },
          ]}
        />
      </div>
      <div className="col-12 col-md-6 col-xl-4">
        <CardTable<VatHistoryEvent & { key: string }>
          title={M.historyDetailTitle}
          testId="vat-history-detail"
          rows={selected ? selected.eventos.map((evento, i) => ({ ...evento, key: String(i) })) : []}
          rowKey={(row) => row.key}
          actions={
            selected ? (
              <span className="small text-muted">{selected.periodo}</span>
            ) : (
              <span className="small text-muted">{M.noHistorySelected}</span>
            )
          }
          columns={[
            { header: 'Fecha', cell: (row) => <span className="text-nowrap">{row.fecha}</span> },
            { header: 'Evento', cell: (row) => row.descripcion },
          ]}
        />
      </div>
    </>
  );
}
