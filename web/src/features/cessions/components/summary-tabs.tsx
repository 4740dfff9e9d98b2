import { useState } from 'react';
import type { CesionView } from '../../../../../domain/cession';
import { groupCessions, type GroupBy } from '../model/group-cessions';
import type { BulkCertificates, CardActions } from './group-card';
import { GroupList } from './group-list';

const TABS = [
  { id: 'cesionario', label: 'Resumen por Cesionario' },
  { id: 'proveedor', label: 'Resumen por Proveedor' },
] as const;

interface SummaryTabsProps {
  cesiones: readonly CesionView[];
  /** Grouping of the 'Resumen por Proveedor' tab (cedente, or cedente and day). */
  proveedorGroupBy: GroupBy;
  dataKey: number;
  bulk: BulkCertificates;
  actions?: CardActions;
  now: Date;
}

/**
 * The two-tab variant of the acquired screen (core-platform §2): 'Resumen por Cesionario' (cards per
 * cesionario) and 'Resumen por Proveedor' (cards per cedente), each with its own expand-all toggle.
 */
export function SummaryTabs({ cesiones, proveedorGroupBy, dataKey, bulk, actions, now }: SummaryTabsProps) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('cesionario');
  return (
    <div>
      <ul className="nav nav-tabs mb-3" role="tablist">
        {TABS.map(({ id, label }) => (
          <li key={id} className="nav-item" role="presentation">
            <button
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={tab === id}
              className={`nav-link ${tab === id ? 'active' : ''}`}
              onClick={() => setTab(id)}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
      <div role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <GroupList
          key={tab}
          groups={groupCessions(cesiones, tab === 'cesionario' ? 'cesionario' : proveedorGroupBy)}
          dataKey={dataKey}
          showEmisor={false}
          bulk={bulk}
          actions={actions}
          now={now}
        />
      </div>
    </div>
  );
}
