/** A tab shortcut of a search result: the client detail tab and its button label. */
export interface ClientTabShortcut {
  tab: string;
  label: string;
}

/**
 * The client detail tabs the search offers: the seven of core-platform §2 "Admin search modal", in the spec's order,
 * then the KPI radar (infografica). The search is offered only with radarClientes, the radar tab's own gate.
 */
export const CLIENT_TAB_SHORTCUTS: readonly ClientTabShortcut[] = [
  { tab: 'resumen', label: 'Resumen' },
  { tab: 'cesionesProveedores', label: 'Cesiones Proveedores' },
  { tab: 'ventas', label: 'Ventas' },
  { tab: 'compras', label: 'Compras' },
  { tab: 'carpetaTributaria', label: 'Carpeta Tributaria' },
  { tab: 'tgr', label: 'TGR' },
  { tab: 'poderJudicial', label: 'Poder Judicial' },
  { tab: 'infografica', label: 'Radar' },
];

/** The client detail address of a tab: '/dashboard-clientes/{rut}?tab={tab}' (core-platform §2 routes). */
export function clientTabPath(rut: string, tab: string): string {
  return `/dashboard-clientes/${encodeURIComponent(rut)}?tab=${encodeURIComponent(tab)}`;
}
