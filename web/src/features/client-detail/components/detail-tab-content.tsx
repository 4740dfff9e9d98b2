import { lazy, Suspense } from 'react';
import type { DetailDateRange } from '../model/date-range';
import type { DetailClient } from '../model/detail-client';
import { DETAIL_TABS_ID, type DetailTab, type DetailTabInfo } from '../model/detail-tab';
import { tabPanelProps } from '../../../components/ui/tabs';
import { UnderConstruction } from './under-construction';

const CesionesTab = lazy(() => import('./cesiones-tab').then((module) => ({ default: module.CesionesTab })));
const LedgerTab = lazy(() => import('./ledger-tab').then((module) => ({ default: module.LedgerTab })));
const CesionesProveedoresTab = lazy(() => import('./cesiones-proveedores-tab').then((module) => ({ default: module.CesionesProveedoresTab })));
const CarpetaTributariaTab = lazy(() => import('./carpeta-tributaria-tab').then((module) => ({ default: module.CarpetaTributariaTab })));
const ConstitucionTab = lazy(() => import('./constitucion-tab').then((module) => ({ default: module.ConstitucionTab })));
const RiesgoTab = lazy(() => import('./riesgo-tab').then((module) => ({ default: module.RiesgoTab })));
const TgrTab = lazy(() => import('./tgr-tab').then((module) => ({ default: module.TgrTab })));
const PoderJudicialTab = lazy(() => import('./poder-judicial-tab').then((module) => ({ default: module.PoderJudicialTab })));

/** The tabs with a screen; the others show {@link UnderConstruction}. */
const BUILT: readonly DetailTab[] = ['cesiones', 'cesionesProveedores', 'ventas', 'compras', 'carpetaTributaria', 'constitucion', 'riesgo', 'tgr', 'poderJudicial'];

interface DetailTabContentProps {
  tab: DetailTabInfo & { value: DetailTab };
  range: DetailDateRange;
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
 * when the range changes so paging and selections restart (client-detail.md §4 "Filters and paging").
 */
export function DetailTabContent({ tab, range, today, lastYear, onRange, client }: DetailTabContentProps) {
  const key = `${tab.value}_${range.inicio}_${range.fin}`;
  return (
    <div {...tabPanelProps(DETAIL_TABS_ID, tab.value)}>
      <Suspense fallback={<div className="placeholder-glow"><span className="placeholder col-12" style={{ height: '8rem' }} /></div>}>
        {tab.value === 'cesiones' ? <CesionesTab key={key} range={range} today={today} lastYear={lastYear} onRange={onRange} /> : null}
        {tab.value === 'cesionesProveedores' ? <CesionesProveedoresTab key={key} range={range} /> : null}
        {tab.value === 'ventas' || tab.value === 'compras' ? (
          <LedgerTab key={key} side={tab.value === 'ventas' ? 'venta' : 'compra'} range={range} today={today} lastYear={lastYear} onRange={onRange} />
        ) : null}
        {tab.value === 'carpetaTributaria' ? <CarpetaTributariaTab key={key} client={client} /> : null}
        {tab.value === 'constitucion' ? <ConstitucionTab key={key} client={client} /> : null}
        {tab.value === 'riesgo' ? <RiesgoTab key={key} range={range} today={today} /> : null}
        {tab.value === 'tgr' ? <TgrTab key={key} {...client} /> : null}
        {tab.value === 'poderJudicial' ? <PoderJudicialTab key={key} {...client} /> : null}
        {BUILT.includes(tab.value) ? null : <UnderConstruction label={tab.label} />}
      </Suspense>
    </div>
  );
}
