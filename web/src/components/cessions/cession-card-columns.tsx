import type { ReactNode } from 'react';
import type { CesionView } from '@domain/cession';
import { selectability } from '@domain/cession-rules';
import { tableColumn } from '@web/components/ui/table-columns';
import { formatDate, formatDateTime } from '@web/lib/format';
import { ESTADO_DBTHOR_HEADER, estadoDbThor } from '../../lib/cessions/estado-db-thor';
import { CESSION_COLUMNS, cessionColumn } from './cession-columns';
import type { Counterparty } from '@web/lib/cessions/cession-screens';
import { daysSince, daysUntilDue } from '../../lib/cessions/day-counts';
import { dayCountText, dueText } from '../../lib/cessions/day-text';
import { aceptadoDisplay, countByState, flagDisplay } from '../../lib/cessions/status-display';
import { CesionarioText, FolioText, MontoText, PartyText, SelectCell } from './cession-row';
import { DateWithDays } from './date-with-days';
import { DownloadButtons } from './download-buttons';
import { StateBadges } from './state-badges';
import { AceptadoStatus, FlagStatus } from './status-cells';

interface CardColumnOptions {
  /** The select-all checkbox of the header. */
  selectAll: ReactNode;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  showEmisor: boolean;
  counterparty: Counterparty;
  showEstadoDbThor: boolean;
  now: Date;
}

/** The per-state count badges of the Aceptado column header over every row (core-platform §2). */
export const aceptadoBadges = (rows: readonly CesionView[]) => (
  <StateBadges counts={countByState(rows, (c) => c.aceptado.state)} display={aceptadoDisplay} />
);
/** The per-state count badges of the Anulado column header. */
export const anuladoBadges = (rows: readonly CesionView[]) => (
  <StateBadges counts={countByState(rows, (c) => c.anulado.state)} display={(s) => flagDisplay(s, 'Anulado')} />
);
/** The per-state count badges of the Rebajado column header. */
export const rebajadoBadges = (rows: readonly CesionView[]) => (
  <StateBadges counts={countByState(rows, (c) => c.rebajado.state)} display={(s) => flagDisplay(s, 'Rebajado')} />
);

/**
 * The columns of a card table (core-platform §2 card body, §4 display and selectability): select (checkbox or the
 * reason it cannot be selected), Descargas, [Emisor], Deudor or the cesionario to pay (owed screen), Folio and type,
 * the Aceptado / Anulado / Rebajado status columns with per-state count badges, the reception, cession and due dates
 * with day counts, montoCedido over montoDocumento, and [Estado DBThor] (§6, features/nomina). All but select and
 * Descargas sort by their type.
 */
export function cessionCardColumns(options: CardColumnOptions) {
  const { selectAll, selected, onToggle, showEmisor, counterparty, showEstadoDbThor, now } = options;
  return [
    tableColumn<CesionView>({
      id: 'select',
      label: 'Seleccionar',
      header: selectAll,
      cell: (c) => (
        <SelectCell cesion={c} selectability={selectability(c)} selected={selected.has(c.id)} onToggle={onToggle} />
      ),
    }),
    tableColumn<CesionView>({ id: 'descargas', label: 'Descargas', cell: (c) => <DownloadButtons cesion={c} /> }),
    ...(showEmisor ? [cessionColumn(CESSION_COLUMNS.emisor, (c) => <PartyText party={c.emisor} />)] : []),
    counterparty === 'cesionario'
      ? cessionColumn(CESSION_COLUMNS.cesionario, (c) => <CesionarioText cesion={c} />, {
          cellAttributes: () => ({ 'data-testid': 'cesionario' }),
        })
      : cessionColumn(CESSION_COLUMNS.deudor, (c) => <PartyText party={c.deudor} />, {
          cellAttributes: () => ({ 'data-testid': 'deudor' }),
        }),
    cessionColumn(CESSION_COLUMNS.folio, (c) => <FolioText cesion={c} now={now} />),
    cessionColumn(CESSION_COLUMNS.aceptado, (c) => <AceptadoStatus aceptado={c.aceptado} />, {
      headerExtra: aceptadoBadges,
      cellAttributes: (c) => ({ 'data-state': c.aceptado.state }),
    }),
    cessionColumn(CESSION_COLUMNS.anulado, (c) => <FlagStatus flag={c.anulado} yesLabel="Anulado" />, {
      headerExtra: anuladoBadges,
      cellAttributes: (c) => ({ 'data-state': c.anulado.state }),
    }),
    cessionColumn(CESSION_COLUMNS.rebajado, (c) => <FlagStatus flag={c.rebajado} yesLabel="Rebajado" />, {
      headerExtra: rebajadoBadges,
      cellAttributes: (c) => ({ 'data-state': c.rebajado.state }),
    }),
    cessionColumn(CESSION_COLUMNS.fechaRecepcion, (c) => {
      const days = daysSince(c.fechaRecepcion, now);
      return <DateWithDays date={formatDate(c.fechaRecepcion)} days={days === null ? null : dayCountText(days)} />;
    }),
    cessionColumn(CESSION_COLUMNS.fechaCesion, (c) => (
      <DateWithDays date={formatDateTime(c.fechaCesion)} days={dayCountText(c.diasDesdeCesion)} />
    )),
    cessionColumn(CESSION_COLUMNS.fechaVencimiento, (c) => {
      const days = daysUntilDue(c.fechaVencimiento, now);
      return <DateWithDays date={formatDate(c.fechaVencimiento)} days={days === null ? null : dueText(days)} />;
    }),
    cessionColumn(CESSION_COLUMNS.montoCedido, (c) => <MontoText cesion={c} />, { numeric: true }),
    ...(showEstadoDbThor
      ? [
          tableColumn<CesionView>({
            id: 'estadoDbThor',
            label: ESTADO_DBTHOR_HEADER,
            cell: (c) => estadoDbThor(c),
            cellAttributes: () => ({ 'data-testid': 'estado-dbthor' }),
          }),
        ]
      : []),
  ];
}
