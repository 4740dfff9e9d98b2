import { Suspense } from 'react';
import type { DetailDateRange } from '../model/date-range';
import type { DetailClient } from '../model/detail-client';
import { DETAIL_TABS_ID, type DetailTab, type DetailTabInfo } from '../model/detail-tab';
import { tabPanelProps } from '@web/components/ui/tabs';
import { preloadableLazy } from './preloadable-lazy';
import { UnderConstruction } from './under-construction';

const CESIONES = preloadableLazy(
  () => import('./cesiones-tab'),
  (module) => module.CesionesTab,
);
const LEDGER = preloadableLazy(
  () => import('./ledger-tab'),
  (module) => module.LedgerTab,
);
const PROVEEDORES = preloadableLazy(
  () => import('./cesiones-proveedores-tab'),
  (module) => module.CesionesProveedoresTab,
);
const CARPETA = preloadableLazy(
  () => import('./carpeta-tributaria-tab'),
  (module) => module.CarpetaTributariaTab,
);
const CONSTITUCION = preloadableLazy(
  () => import('./constitucion-tab'),
  (module) => module.ConstitucionTab,
);
const RIESGO = preloadableLazy(
  () => import('./riesgo-tab'),
  (module) => module.RiesgoTab,
);
const TGR = preloadableLazy(
  () => import('./tgr-tab'),
  (module) => module.TgrTab,
);
const RADAR = preloadableLazy(
  () => import('./radar-tab'),
  (module) => module.RadarTab,
);
const PODER_JUDICIAL = preloadableLazy(
  () => import('./poder-judicial-tab'),
  (module) => module.PoderJudicialTab,
);

/** The module of each tab with a screen; the others show {@link UnderConstruction}. */
const MODULES: Partial<Record<DetailTab, { preload: () => Promise<unknown> }>> = {
  cesiones: CESIONES,
  cesionesProveedores: PROVEEDORES,
  ventas: LEDGER,
  compras: LEDGER,
  carpetaTributaria: CARPETA,
  constitucion: CONSTITUCION,
  riesgo: RIESGO,
  tgr: TGR,
  poderJudicial: PODER_JUDICIAL,
  infografica: RADAR,
};

/**
 * Fetches the code of `tab` ahead, e.g. while the client's database loads, so the tab renders as soon as the data is
 * there (no placeholder, no 300 ms reveal throttle). A tab without a screen fetches nothing.
 */
export function preloadDetailTab(tab: DetailTab): void {
  void MODULES[tab]?.preload();
}

interface DetailTabContentProps {
  tab: DetailTabInfo & { value: DetailTab };
  range: DetailDateRange;
  /** The counterparty filter of the sticky bar (RUTs; empty for every counterparty). */
  deudores: readonly string[];
  /** Today in Chile 'yyyy-MM-dd'. */
  today: string;
  /** The last 12 months and the range setter, for the empty states' 12-month shortcut. */
  lastYear: DetailDateRange;
  onRange: (range: DetailDateRange) => void;
  /** The client and the factoring it is seen for (tabs with a server-side source). */
  client: DetailClient;
}

/**
 * The active tab's panel, each tab's code loaded only when it is first shown (client-detail.md §4 "A tab's data
 * loads lazily when the tab becomes active"); tabs not built yet show {@link UnderConstruction}. Remounted (key)
 * when the range or the counterparty filter changes so paging and selections restart (client-detail.md §4 "Filters
 * and paging").
 */
export function DetailTabContent({ tab, range, deudores, today, lastYear, onRange, client }: DetailTabContentProps) {
  const key = `${tab.value}_${range.inicio}_${range.fin}_${deudores.join(',')}`;
  const bookProps = { range, deudores, today, lastYear, onRange };
  return (
    <div {...tabPanelProps(DETAIL_TABS_ID, tab.value)}>
      <Suspense
        fallback={
          <div className="placeholder-glow">
            <span className="placeholder col-12" style={{ height: '8rem' }} />
          </div>
        }
      >
        {tab.value === 'cesiones' ? <CESIONES.Component key={key} {...bookProps} /> : null}
        {tab.value === 'cesionesProveedores' ? (
          <PROVEEDORES.Component key={key} range={range} deudores={deudores} />
        ) : null}
        {tab.value === 'ventas' || tab.value === 'compras' ? (
          <LEDGER.Component key={key} side={tab.value === 'ventas' ? 'venta' : 'compra'} {...bookProps} />
        ) : null}
        {tab.value === 'carpetaTributaria' ? <CARPETA.Component key={key} client={client} range={range} /> : null}
        {tab.value === 'constitucion' ? <CONSTITUCION.Component key={key} client={client} /> : null}
        {tab.value === 'riesgo' ? <RIESGO.Component key={key} range={range} today={today} /> : null}
        {tab.value === 'tgr' ? <TGR.Component key={key} {...client} /> : null}
        {tab.value === 'poderJudicial' ? <PODER_JUDICIAL.Component key={key} {...client} /> : null}
        {tab.value === 'infografica' ? <RADAR.Component key={key} range={range} /> : null}
        {MODULES[tab.value] ? null : <UnderConstruction label={tab.label} />}
      </Suspense>
    </div>
  );
}
