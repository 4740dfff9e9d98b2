/**
 * The client-detail address a tool's figures came from (client-detail.md §2: '/dashboard-clientes/{rut}?tab=', the
 * tab values of web/src/features/client-detail/model/detail-tab.ts), with the window as the sticky bar's Inicio and
 * Fin ('inicio', 'fin', 'yyyy-MM-dd').
 */

/** The client-detail tabs the assistant's tools read. */
export type ToolTab = 'cesiones' | 'ventas' | 'compras' | 'tgr' | 'riesgo';

/**
 * @param rut the validated client 'NNNNNNNN-D'; window days 'yyyy-MM-dd' (absent for a tab without a range, TGR).
 * @returns a path such as '/dashboard-clientes/76354771-K?tab=ventas&inicio=2025-12-01&fin=2026-11-29'.
 */
export function toolLink(rut: string, tab: ToolTab, window?: { fechaDesde: string; fechaHasta: string }): string {
  const query = new URLSearchParams({ tab });
  if (window) {
    query.set('inicio', window.fechaDesde);
    query.set('fin', window.fechaHasta);
  }
  return `/dashboard-clientes/${encodeURIComponent(rut)}?${query.toString()}`;
}
