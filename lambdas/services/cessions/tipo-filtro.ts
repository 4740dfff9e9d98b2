import type { CesionView } from '@domain/cession';

/**
 * The screen an acquired-cessions request comes from (argument tipoFiltro). core-platform §4 "Lists":
 * the aliases 'cesion', 'aceptados', 'anulados', 'rechazados', 'rebajados' and 'grilla' are fetched as
 * acquired; the accepted list keeps aceptado state si, the rejected list state no; the annulled and
 * reduced lists keep anulado / rebajado state si.
 */
export const TIPOS_FILTRO = ['cesion', 'grilla', 'aceptados', 'rechazados', 'anulados', 'rebajados'] as const;

export type TipoFiltro = (typeof TIPOS_FILTRO)[number];

const KEEP: Record<TipoFiltro, (view: CesionView) => boolean> = {
  cesion: () => true,
  grilla: () => true,
  aceptados: (view) => view.aceptado.state === 'si',
  rechazados: (view) => view.aceptado.state === 'no',
  anulados: (view) => view.anulado.state === 'si',
  rebajados: (view) => view.rebajado.state === 'si',
};

/** True when the cession belongs on the list of `tipoFiltro` (every cession when null). */
export function matchesTipoFiltro(view: CesionView, tipoFiltro: TipoFiltro | null): boolean {
  return tipoFiltro === null || KEEP[tipoFiltro](view);
}
