import type { CesionView } from '../../../../../domain/cession';
import { selectability } from '../../../../../domain/cession-rules';
import type { SortColumn, SortState } from '../../../components/ui/sort-rows';
import { SortMenu } from '../../../components/ui/sort-menu';
import { formatDate, formatDateTime } from '../../../lib/format';
import { EstadoDbThorText } from '../../nomina/components/estado-db-thor-text';
import { useEstadoDbThorColumn } from '../../nomina/hooks/use-estado-db-thor-column';
import type { Counterparty } from '../model/cession-columns';
import { aceptadoDisplay, flagDisplay } from '../model/status-display';
import { CesionarioText, FolioText, MontoText, PartyText, SelectCell } from './cession-row';
import { DownloadButtons } from './download-buttons';
import { toneText } from './status-tone';

interface CessionStackProps {
  sortMenuId: string;
  columns: ReadonlyArray<SortColumn<CesionView>>;
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  cesiones: CesionView[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  showEmisor: boolean;
  counterparty: Counterparty;
  now: Date;
}

/**
 * The small-screen layout of a card body (core-platform §2: below 768 px, stacked cards with a sort menu):
 * one compact card per document with selection, downloads, parties, folio, states, dates and amounts, plus the
 * Estado DBThor line where the table shows that column (§6; same hook as the table, features/nomina).
 */
export function CessionStack(props: CessionStackProps) {
  const { sortMenuId, columns, sort, onSort, cesiones, selected, onToggle, showEmisor, counterparty, now } = props;
  const showEstadoDbThor = useEstadoDbThorColumn(cesiones);
  return (
    <div>
      <SortMenu id={sortMenuId} columns={columns} sort={sort} onChange={onSort} />
      <ul className="list-unstyled mb-0 px-2">
        {cesiones.map((cesion) => {
          const aceptado = aceptadoDisplay(cesion.aceptado.state);
          const anulado = flagDisplay(cesion.anulado.state, 'Anulado');
          const rebajado = flagDisplay(cesion.rebajado.state, 'Rebajado');
          return (
            <li key={cesion.id} className="border rounded p-2 mb-2" data-testid="cession-row" data-folio={cesion.folio}>
              <div className="d-flex justify-content-between gap-2">
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
                  {aceptado.label}
                </span>
                <span style={toneText(anulado.tone)}>{anulado.label}</span>
                <span style={toneText(rebajado.tone)}>{rebajado.label}</span>
              </div>
              <div className="small text-muted">
                {formatDate(cesion.fechaRecepcion)} · {formatDateTime(cesion.fechaCesion)} · {formatDate(cesion.fechaVencimiento)}
              </div>
              {showEstadoDbThor ? <EstadoDbThorText cesion={cesion} /> : null}
              <DownloadButtons cesion={cesion} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
