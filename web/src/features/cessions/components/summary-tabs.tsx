import { memo } from 'react';
import type { CesionView } from '@domain/cession';
import { Tabs, tabPanelProps } from '@web/components/ui/tabs';
import { groupCessions, type GroupBy } from '@web/lib/cessions/group-cessions';
import type { BulkCertificates, CardActions } from './group-card';
import { GroupList } from './group-list';

const TABS = [
  { id: 'cesionario', label: 'Resumen por Cesionario' },
  { id: 'proveedor', label: 'Resumen por Proveedor' },
] as const;

/** A tab of the two-tab variant. */
export type SummaryTab = (typeof TABS)[number]['id'];

/**
 * The grouping of the cards a tab shows: per cesionario, or the proveedor grouping chosen (cedente, or cedente and
 * day).
 */
export function summaryGroupBy(tab: SummaryTab, proveedorGroupBy: GroupBy): GroupBy {
  return tab === 'cesionario' ? 'cesionario' : proveedorGroupBy;
}

interface SummaryTabsProps {
  cesiones: readonly CesionView[];
  /** Grouping of the 'Resumen por Proveedor' tab (cedente, or cedente and day). */
  proveedorGroupBy: GroupBy;
  /** The tab shown, kept by the screen so its summary counts that tab's cards. */
  tab: SummaryTab;
  onTab: (tab: SummaryTab) => void;
  /** Restarts the cards' selection when it changes (group-list.tsx). */
  searchId: number;
  bulk: BulkCertificates;
  actions?: CardActions;
  now: Date;
}

/**
 * The two-tab variant of the acquired screen (core-platform §2): 'Resumen por Cesionario' (cards per
 * cesionario) and 'Resumen por Proveedor' (cards per cedente, or cedente and day), each with its own expand-all toggle.
 * Memoized: the screen renders again with the same rows while a newer page is drawn in the background.
 */
export const SummaryTabs = memo(function SummaryTabs({
  cesiones,
  proveedorGroupBy,
  tab,
  onTab,
  searchId,
  bulk,
  actions,
  now,
}: SummaryTabsProps) {
  return (
    <div>
      <Tabs idPrefix="tab" label="Resumen" tabs={TABS} selected={tab} onSelect={onTab} />
      <div {...tabPanelProps('tab', tab)}>
        <GroupList
          key={tab}
          groups={groupCessions(cesiones, summaryGroupBy(tab, proveedorGroupBy))}
          searchId={searchId}
          showEmisor={false}
          bulk={bulk}
          actions={actions}
          now={now}
        />
      </div>
    </div>
  );
});
