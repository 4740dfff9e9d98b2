/**
 * Tabs of the client detail (client-detail.md §2 "Tabs", §6): every tab of the spec's table in its order, Riesgo
 * only for a factoring whose record turns on the `riesgo` feature (domain/factoring-features.ts), infografica (the KPI
 * radar, labelled Radar) only for a user with the radarClientes flag in the factoring (the radar's permission,
 * client-radar.md §6). An unknown or unavailable tab falls back to cesiones and the address is rewritten.
 */

/** Id prefix of the tab buttons and of their panel (components/ui/tabs.tsx). */
export const DETAIL_TABS_ID = 'client-detail-tab';

/** One tab: its `tab` query value and its label. */
export interface DetailTabInfo {
  value: string;
  label: string;
}

/** The spec's tab table, in order. */
const ALL_TABS = [
  { value: 'cesiones', label: 'Cesiones' },
  { value: 'cesionesProveedores', label: 'Cesiones Proveedores' },
  { value: 'ventas', label: 'Ventas' },
  { value: 'compras', label: 'Compras' },
  { value: 'carpetaTributaria', label: 'Carpeta Tributaria' },
  { value: 'tgr', label: 'TGR' },
  { value: 'poderJudicial', label: 'Poder Judicial' },
  { value: 'constitucion', label: 'Constitución Empresa' },
  { value: 'riesgo', label: 'Riesgo' },
  { value: 'infografica', label: 'Radar' },
] as const satisfies readonly DetailTabInfo[];

/** A tab value of the spec's table. */
export type DetailTab = (typeof ALL_TABS)[number]['value'];

/** What decides the conditional tabs: the factoring's `riesgo` feature and the user's radarClientes flag. */
export interface TabGates {
  riesgo: boolean;
  radar: boolean;
}

/** The tabs shown for these gates, in the spec's order. */
export function availableDetailTabs(gates: TabGates): (typeof ALL_TABS)[number][] {
  return ALL_TABS.filter((tab) =>
    tab.value === 'riesgo' ? gates.riesgo : tab.value === 'infografica' ? gates.radar : true,
  );
}

/** The tab to show for the `tab` query parameter (null when absent): itself when available, else 'cesiones'. */
export function resolveDetailTab(tab: string | null, gates: TabGates): DetailTab {
  return availableDetailTabs(gates).find((candidate) => candidate.value === tab)?.value ?? 'cesiones';
}
