import type { CesionView } from '@domain/cession';
import { selectability } from '@domain/cession-rules';
import type { Table } from '@tanstack/react-table';
import { SortMenu } from '@web/components/ui/sort-menu';
import { formatDate, formatDateTime } from '@web/lib/format';
import { EstadoDbThorText } from '@web/components/cessions/estado-db-thor-text';
import { useEstadoDbThorColumn } from '@web/lib/cessions/use-estado-db-thor-column';
import { estadoDbThor } from '@web/lib/cessions/estado-db-thor';
import { CESSION_COLUMNS } from '@web/components/cessions/cession-columns';
import { daysSince, daysUntilDue } from '@web/lib/cessions/day-counts';
import { dayCountText, dueText } from '@web/lib/cessions/day-text';
import type { Counterparty } from '@web/lib/cessions/cession-screens';
import { aceptadoDisplay, flagDisplay } from '@web/lib/cessions/status-display';
import { CesionarioText, FolioText, MontoText, PartyText, SelectCell } from '@web/components/cessions/cession-row';
import { DownloadButtons } from '@web/components/cessions/download-buttons';
import { toneText } from '@web/components/cessions/status-tone';

interface CessionStackProps {
  sortMenuId: string;
  /** The card's table: the sort menu shares its sort state. */
  table: Table<CesionView>;
  /** The rows of the current page, sorted. */
  cesiones: CesionView[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  showEmisor: boolean;
  counterparty: Counterparty;
  now: Date;
}

/**
 * The small-screen layout of a card body (core-platform §2: below 768 px, stacked cards with a sort menu):
 * one compact card per document with selection, downloads, parties, folio, states, the three dates each on its own
 * labelled line with the table's day counts, amounts, and the Estado DBThor line where the table shows that column
 * and the nómina gives this document a status (§6; same hook as the table, features/nomina).
 */
export function CessionStack(props: CessionStackProps) {
  const { sortMenuId, table, cesiones, selected, onToggle, showEmisor, counterparty, now } = props;
  const showEstadoDbThor = useEstadoDbThorColumn(cesiones);
  return (
    <div>
      <SortMenu id={sortMenuId} table={table} />
      <ul className="list-unstyled mb-0 px-2">
        {cesiones.map((cesion) => {
          const aceptado = aceptadoDisplay(cesion.aceptado.state);
          const anulado = flagDisplay(cesion.anulado.state, 'Anulado');
          const rebajado = flagDisplay(cesion.rebajado.state, 'Rebajado');
          return (
            <li key={cesion.id} className="border rounded p-2 mb-2" data-testid="cession-row" data-folio={cesion.folio}>
              <div className="d-flex justify-content-between align-items-start gap-2">
                <SelectCell
                  cesion={cesion}
                  selectability={selectability(cesion)}
                  selected={selected.has(cesion.id)}
                  onToggle={onToggle}
                />
                <div className="flex-grow-1">
                  <FolioText cesion={cesion} now={now} />
                </div>
                <div className="text-end">
                  <MontoText cesion={cesion} />
                </div>
              </div>
              {showEmisor ? <PartyText party={cesion.emisor} /> : null}
              {counterparty === 'cesionario' ? (
                <div data-testid="cesionario">
                  <div className="small text-muted">Pagar a</div>
                  <CesionarioText cesion={cesion} />
                </div>
              ) : (
                <PartyText party={cesion.deudor} />
              )}
              <div className="small d-flex flex-wrap gap-3 my-1">
                <span style={toneText(aceptado.tone)} title={cesion.aceptado.msg}>
                  <span aria-hidden="true">{aceptado.symbol} </span>
                  {aceptado.label}
                </span>
                <span style={toneText(anulado.tone)}>
                  <span aria-hidden="true">{anulado.symbol} </span>
                  {anulado.label}
                </span>
                <span style={toneText(rebajado.tone)}>
                  <span aria-hidden="true">{rebajado.symbol} </span>
                  {rebajado.label}
                </span>
              </div>
              <StackDates cesion={cesion} now={now} />
              {showEstadoDbThor && estadoDbThor(cesion) ? <EstadoDbThorText cesion={cesion} /> : null}
              <DownloadButtons cesion={cesion} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The reception, cession and due dates of a stacked card, one labelled line each, with the table's day counts. */
function StackDates({ cesion, now }: { cesion: CesionView; now: Date }) {
  const receptionDays = daysSince(cesion.fechaRecepcion, now);
  const dueDays = daysUntilDue(cesion.fechaVencimiento, now);
  const lines = [
    {
      key: 'fechaRecepcion',
      date: formatDate(cesion.fechaRecepcion),
      days: receptionDays === null ? null : dayCountText(receptionDays),
    },
    { key: 'fechaCesion', date: formatDateTime(cesion.fechaCesion), days: dayCountText(cesion.diasDesdeCesion) },
    {
      key: 'fechaVencimiento',
      date: formatDate(cesion.fechaVencimiento),
      days: dueDays === null ? null : dueText(dueDays),
    },
  ] as const;
  return (
    <dl className="small mb-1">
      {lines.map(({ key, date, days }) => (
        <div key={key} className="d-flex flex-wrap column-gap-2" data-testid="stack-date">
          <dt className="fw-normal text-muted">{CESSION_COLUMNS[key].label}:</dt>
          <dd className="mb-0">
            {date}
            {days ? <span className="text-muted"> ({days})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
