import type { ReactNode } from 'react';
import type { CesionView } from '@domain/cession';
import type { TipoFiltro } from '@web/lib/cessions/get-cesiones';
import { formatAmount, formatDate, formatDateTime } from '@web/lib/format';
import { FolioText, PartyText } from '@web/components/cessions/cession-row';
import { aceptadoBadges, anuladoBadges, rebajadoBadges } from '@web/components/cessions/cession-card-columns';
import { DateWithDays } from '@web/components/cessions/date-with-days';
import { CESSION_COLUMNS, type CessionField } from '@web/components/cessions/cession-columns';
import { daysSince, daysUntilDue } from '@web/lib/cessions/day-counts';
import { dayCountText, dueText } from '@web/lib/cessions/day-text';

/** A column of an event list table: the field it shows and sorts by (its type), and how a cell renders. */
export interface EventListColumn {
  field: CessionField;
  numeric?: boolean;
  render: (cesion: CesionView, now: Date) => ReactNode;
  /** Per-state count badges of the header (core-platform §2), over every row of the list. */
  badges?: (cesiones: readonly CesionView[]) => ReactNode;
}

function withDays(text: string, days: number | null, toText: (days: number) => string = dayCountText): ReactNode {
  return <DateWithDays date={text} days={days === null ? null : toText(days)} />;
}

const cedente: EventListColumn = { field: CESSION_COLUMNS.cedente, render: (c) => <PartyText party={c.cedente} /> };
const deudor: EventListColumn = { field: CESSION_COLUMNS.deudor, render: (c) => <PartyText party={c.deudor} /> };
const folio: EventListColumn = { field: CESSION_COLUMNS.folio, render: (c, now) => <FolioText cesion={c} now={now} /> };
const fechaCesion: EventListColumn = {
  field: CESSION_COLUMNS.fechaCesion,
  render: (c) => withDays(formatDateTime(c.fechaCesion), c.diasDesdeCesion),
};
const fechaVencimiento: EventListColumn = {
  field: CESSION_COLUMNS.fechaVencimiento,
  render: (c, now) => withDays(formatDate(c.fechaVencimiento), daysUntilDue(c.fechaVencimiento, now), dueText),
};
const montoCedido: EventListColumn = {
  field: CESSION_COLUMNS.montoCedido,
  numeric: true,
  render: (c) => formatAmount(c.montoCedido),
};
const montoDocumento: EventListColumn = {
  field: CESSION_COLUMNS.montoDocumento,
  numeric: true,
  render: (c) => formatAmount(c.montoDocumento),
};

function eventDate(
  label: string,
  field: CessionField,
  fecha: (c: CesionView) => string | null | undefined,
  badges: (cesiones: readonly CesionView[]) => ReactNode,
): EventListColumn {
  return {
    field: { ...field, label },
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
    { field: CESSION_COLUMNS.codigo, render: (c) => <span title={c.aceptado.msg}>{c.aceptado.codigo ?? ''}</span> },
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
