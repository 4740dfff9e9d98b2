import type { TipoFiltro } from '@web/lib/cessions/get-cesiones';

/** The document lists read from the acquired cessions with a server-side tipoFiltro (core-platform §2, §4 "Lists"). */
export interface EventListScreen {
  tipoFiltro: TipoFiltro;
  /** The Excel export of the list (core-platform §9: AnuladosExport, RebajadosExport; the cession export otherwise). */
  exportKind: 'cesiones' | 'anulados' | 'rebajados';
  title: string;
  /** Start offset of the default search window, days back from today (core-platform §2 routes, §5). */
  windowDays: number;
}

/**
 * The accepted, rejected, annulled and reduced screens. Accepted keeps aceptado.state si, rejected state no,
 * annulled anulado si, reduced rebajado si (filtered on the server). Annulled, reduced and rejected start
 * 7 days back (core-platform §2); the spec gives no offset for accepted, which uses the same 7 days.
 */
export const EVENT_LISTS = {
  aceptados: { tipoFiltro: 'aceptados', exportKind: 'cesiones', title: 'Documentos aceptados', windowDays: 7 },
  rechazados: { tipoFiltro: 'rechazados', exportKind: 'cesiones', title: 'Documentos rechazados', windowDays: 7 },
  anulados: { tipoFiltro: 'anulados', exportKind: 'anulados', title: 'Documentos anulados', windowDays: 7 },
  rebajados: { tipoFiltro: 'rebajados', exportKind: 'rebajados', title: 'Documentos rebajados', windowDays: 7 },
} as const satisfies Record<TipoFiltro, EventListScreen>;
