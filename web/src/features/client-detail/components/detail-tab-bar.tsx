import type { DetailTab, DetailTabInfo } from '../model/detail-tab';

/**
 * The tab bar of the client detail (client-detail.md §2 "Tabs"): one button per available tab, the active one
 * marked with aria-selected; scrolls sideways on a narrow screen instead of wrapping.
 */
export function DetailTabBar({ tabs, active, onSelect }: { tabs: readonly DetailTabInfo[]; active: DetailTab; onSelect: (tab: DetailTab) => void }) {
  return (
    <div className="nav nav-tabs flex-nowrap overflow-x-auto overflow-y-hidden mb-3" role="tablist" aria-label="Pestañas del cliente">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === active}
          className={`nav-link text-nowrap${tab.value === active ? ' active' : ''}`}
          onClick={() => onSelect(tab.value as DetailTab)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
