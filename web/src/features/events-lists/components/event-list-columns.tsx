import type { ReactNode } from 'react';
import type { CesionView } from '../../../../../domain/cession';
import type { TipoFiltro } from '../../cessions/api/get-cesiones';
import type { SortColumn } from '../../../components/ui/sort-rows';
import { formatAmount, formatDate, formatDateTime } from '../../../lib/format';
import { FolioText, PartyText } from '../../cessions/components/cession-row';
import { StateBadges } from '../../cessions/components/state-badges';
import { CESSION_COLUMNS } from '../../cessions/model/cession-columns';
import { aceptadoDisplay, countByState, flagDisplay } from '../../cessions/model/status-display';
import { daysSince, daysUntilDue } from '../../cessions/model/day-counts';
import { dayCountText, dueText } from '../../cessions/model/day-text';

/** A column of an event list table: how it sorts (by type) and how a cell renders. */
export interface EventListColumn {
  sort: SortColumn<CesionView>;
  /** Header text when it differs from the sort label. */
  label?: string;
  numeric?: boolean;
  render: (cesion: CesionView, now: Date) => ReactNode;
  /** Per-state count badges of the header (core-platform §2), over every row of the list. */
  badges?: (cesiones: readonly CesionView[]) => ReactNode;
}

function withDays(text: string, days: number | null, toText: (days: number) => string = dayCountText): ReactNode {
  return (
    <>
      <div>{text}</div>
      {days !== null ? <div className="small text-muted">{toText(days)}</div> : null}
    </>
  );
}

const cedente: EventListColumn = { sort: CESSION_COLUMNS.cedente, render: (c) => <PartyText party={c.cedente} /> };
const deudor: EventListColumn = { sort: CESSION_COLUMNS.deudor, render: (c) => <PartyText party={c.deudor} /> };
const folio: EventListColumn = { sort: CESSION_COLUMNS.folio, render: (c, now) => <FolioText cesion={c} now={now} /> };
const fechaCesion: EventListColumn = {
  sort: CESSION_COLUMNS.fechaCesion,
  render: (c) => withDays(formatDateTime(c.fechaCesion), c.diasDesdeCesion),
};
const fechaVencimiento: EventListColumn = {
  sort: CESSION_COLUMNS.fechaVencimiento,
  render: (c, now) => withDays(formatDate(c.fechaVencimiento), daysUntilDue(c.fechaVencimiento, now), dueText),
};
const aceptadoBadges = (cesiones: readonly CesionView[]) => (
  <StateBadges counts={countByState(cesiones, (c) => c.aceptado.state)} display={aceptadoDisplay} />
);
const anuladoBadges = (cesiones: readonly CesionView[]) => (
  <StateBadges counts={countByState(cesiones, (c) => c.anulado.state)} display={(s) => flagDisplay(s, 'Anulado')} />
);
const rebajadoBadges = (cesiones: readonly CesionView[]) => (
  <StateBadges counts={countByState(cesiones, (c) => c.rebajado.state)} display={(s) => flagDisplay(s, 'Rebajado')} />
);

const montoCedido: EventListColumn = { sort: CESSION_COLUMNS.montoCedido, numeric: true, render: (c) => formatAmount(c.montoCedido) };
const montoDocumento: EventListColumn = {
  sort: CESSION_COLUMNS.montoDocumento,
  numeric: true,
  render: (c) => formatAmount(c.montoDocumento),
};

function eventDate(
  label: string,
  sort: SortColumn<CesionView>,
  fecha: (c: CesionView) => string | null | undefined,
  badges: (cesiones: readonly CesionView[]) => ReactNode,
): EventListColumn {
  return {
    sort: { ...sort, label },
    badges,
    render: (c, now) => withDays(formatDate(fecha(c) ?? null), daysSince(fecha(c) ?? null, now)),
  };
}

/**
 * Columns of each list (core-platform §2 "Accepted / rejected / annulled / reduced screens"): accepted and
 * rejected show assignor, debtor, folio and type, assignment date, due date, acceptance or rejection date,
 * rejection reason code and both amounts; annulled and reduced show Cedente, Deudor, Folio and type, dates
 * with day counts and amounts. Every column sorts by its type; the event date header counts rows per state.
 */
export const EVENT_LIST_COLUMNS: Record<TipoFiltro, EventListColumn[]> = {
  aceptados: [
    cedente,
    deudor,
    folio,
    fechaCesion,
    fechaVencimiento,
    eventDate('Fecha Aceptación', CESSION_COLUMNS.fechaAceptacion, (c) => c.aceptado.fecha, aceptadoBadges),
    montoCedido,
    montoDocumento,
  ],
  rechazados: [
    cedente,
    deudor,
    folio,
    fechaCesion,
    fechaVencimiento,
    eventDate('Fecha Rechazo', CESSION_COLUMNS.fechaAceptacion, (c) => c.aceptado.fecha, aceptadoBadges),
    { sort: CESSION_COLUMNS.codigo, render: (c) => <span title={c.aceptado.msg}>{c.aceptado.codigo ?? ''}</span> },
    montoCedido,
    montoDocumento,
  ],
  anulados: [
    cedente,
    deudor,
    folio,
    fechaCesion,
    eventDate('Fecha Anulación', CESSION_COLUMNS.fechaAnulacion, (c) => c.anulado.fecha, anuladoBadges),
    fechaVencimiento,
    montoCedido,
    montoDocumento,
  ],
  rebajados: [
    cedente,
    deudor,
    folio,
    fechaCesion,
    eventDate('Fecha Rebaja', CESSION_COLUMNS.fechaRebaja, (c) => c.rebajado.fecha, rebajadoBadges),
    fechaVencimiento,
    montoCedido,
    montoDocumento,
  ],
};
