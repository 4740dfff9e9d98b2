import { lazy, Suspense } from 'react';
import type { DetailDateRange } from '../model/date-range';
import { DETAIL_TABS_ID, type DetailTab, type DetailTabInfo } from '../model/detail-tab';
import { tabPanelProps } from '../../../components/ui/tabs';
import { UnderConstruction } from './under-construction';

const CesionesTab = lazy(() => import('./cesiones-tab').then((module) => ({ default: module.CesionesTab })));
const VentasTab = lazy(() => import('./ventas-tab').then((module) => ({ default: module.VentasTab })));
const RiesgoTab = lazy(() => import('./riesgo-tab').then((module) => ({ default: module.RiesgoTab })));

interface DetailTabContentProps {
  tab: DetailTabInfo & { value: DetailTab };
  range: DetailDateRange;
  /** Today in Chile 'yyyy-MM-dd'. */
  today: string;
  /** The last 12 months and the range setter, for the empty states' 12-month shortcut. */
  lastYear: DetailDateRange;
  onRange: (range: DetailDateRange) => void;
}

/**
 * The active tab's panel, each tab's code loaded only when it is first shown (client-detail.md §4 "A tab's data
 * loads lazily when the tab becomes active"); tabs not built yet show {@link UnderConstruction}. Remounted (key)
 * when the range changes so paging and selections restart (client-detail.md §4 "Filters and paging").
 */
export function DetailTabContent({ tab, range, today, lastYear, onRange }: DetailTabContentProps) {
  const key = `${tab.value}_${range.inicio}_${range.fin}`;
  return (
    <div {...tabPanelProps(DETAIL_TABS_ID, tab.value)}>
      <Suspense fallback={<div className="placeholder-glow"><span className="placeholder col-12" style={{ height: '8rem' }} /></div>}>
        {tab.value === 'cesiones' ? <CesionesTab key={key} range={range} today={today} lastYear={lastYear} onRange={onRange} /> : null}
        {tab.value === 'ventas' ? <VentasTab key={key} range={range} today={today} lastYear={lastYear} onRange={onRange} /> : null}
        {tab.value === 'riesgo' ? <RiesgoTab key={key} range={range} today={today} /> : null}
        {tab.value !== 'cesiones' && tab.value !== 'ventas' && tab.value !== 'riesgo' ? <UnderConstruction label={tab.label} /> : null}
      </Suspense>
    </div>
  );
}
