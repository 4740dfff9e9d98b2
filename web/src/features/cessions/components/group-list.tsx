import { memo, useState } from 'react';
import type { Counterparty } from '@web/lib/cessions/cession-screens';
import type { CessionGroup } from '@web/lib/cessions/group-cessions';
import { GroupCard, type BulkCertificates, type CardActions } from './group-card';

interface GroupListProps {
  groups: CessionGroup[];
  /**
   * Changes with each search so the cards' selection restarts (core-platform §4: documents start selected); the same
   * search read again (after an action, an SII event) keeps what the user chose.
   */
  searchId: number;
  showEmisor: boolean;
  /** The rows' party column; 'deudor' when absent. */
  counterparty?: Counterparty;
  bulk?: BulkCertificates;
  actions?: CardActions;
  now: Date;
}

/**
 * The cards of one grouping with the 'Expandir todo' / 'Contraer todo' toggle (core-platform §2).
 * Cards start expanded; the toggle reads 'Contraer todo' while every card is expanded.
 * Memoized: the screen renders again with the same rows while a newer page is drawn in the background.
 */
export const GroupList = memo(function GroupList({
  groups,
  searchId,
  showEmisor,
  counterparty,
  bulk,
  actions,
  now,
}: GroupListProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const allExpanded = groups.every((group) => !collapsed.has(group.key));

  function toggle(key: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  return (
    <div>
      <div className="d-flex justify-content-end mb-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setCollapsed(allExpanded ? new Set(groups.map((g) => g.key)) : new Set())}
        >
          {allExpanded ? 'Contraer todo' : 'Expandir todo'}
        </button>
      </div>
      {groups.map((group) => (
        <GroupCard
          key={`${group.key}-${searchId}`}
          group={group}
          expanded={!collapsed.has(group.key)}
          onToggleExpanded={() => toggle(group.key)}
          showEmisor={showEmisor}
          counterparty={counterparty}
          bulk={bulk}
          actions={actions}
          now={now}
        />
      ))}
    </div>
  );
});
