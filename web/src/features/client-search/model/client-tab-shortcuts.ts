/** A tab shortcut of a search result: the client detail tab and its button label. */
export interface ClientTabShortcut {
  tab: string;
  label: string;
}

/** The client detail tabs the search offers (core-platform §2 "Admin search modal"), in the spec's order. */
const TABS: readonly ClientTabShortcut[] = [
  { tab: 'resumen', label: 'Resumen' },
  { tab: 'cesionesProveedores', label: 'Cesiones Proveedores' },
  { tab: 'ventas', label: 'Ventas' },
  { tab: 'compras', label: 'Compras' },
  { tab: 'carpetaTributaria', label: 'Carpeta Tributaria' },
  { tab: 'tgr', label: 'TGR' },
  { tab: 'poderJudicial', label: 'Poder Judicial' },
];

/** The infografica tab, offered only in development builds. */
const INFOGRAFICA: ClientTabShortcut = { tab: 'infografica', label: 'Infografía' };

/**
 * The tab shortcuts of a search result: the seven tabs of the spec, plus infografica in a development build.
 * @param development whether this is a development build (Vite's import.meta.env.DEV).
 */
export function clientTabShortcuts(development: boolean): ClientTabShortcut[] {
  return development ? [...TABS, INFOGRAFICA] : [...TABS];
}

/** The client detail address of a tab: '/dashboard-clientes/{rut}?tab={tab}' (core-platform §2 routes). */
export function clientTabPath(rut: string, tab: string): string {
  return `/dashboard-clientes/${encodeURIComponent(rut)}?tab=${encodeURIComponent(tab)}`;
}
