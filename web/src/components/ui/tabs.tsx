import { useEffect, useRef, type KeyboardEvent } from 'react';

/** One tab: its id (unique within the tab list) and its label. */
export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** The id of the tab panel a {@link Tabs} list controls (give it to the panel with {@link tabPanelProps}). */
function panelId(idPrefix: string): string {
  return `${idPrefix}-panel`;
}

/** Attributes of the panel under a {@link Tabs} list: role tabpanel, labelled by the selected tab. */
export function tabPanelProps(idPrefix: string, selected: string) {
  return { role: 'tabpanel', id: panelId(idPrefix), 'aria-labelledby': `${idPrefix}-${selected}` } as const;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Bootstrap nav-tabs following the WAI-ARIA tabs pattern: one Tab stop (the selected tab, roving
 * tabindex), ArrowLeft / ArrowRight (wrapping), Home and End select and focus a tab (automatic activation).
 * Tab buttons get ids `${idPrefix}-${id}`; the panel takes {@link tabPanelProps}. `focusOnMount` focuses the selected
 * tab when the list mounts: for tabs that select a route whose screen mounts anew, so the arrow keys keep working.
 */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  className = 'mb-3',
  focusOnMount = false,
}: {
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
  focusOnMount?: boolean;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusTab = (id: T) =>
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${idPrefix}-${id}`)}`)?.focus();

  useEffect(() => {
    if (focusOnMount) focusTab(selected);
    // Only on mount: later selections are focused by the key handler.
  }, []);

  // A tab list that scrolls sideways (narrow screens) keeps the selected tab in view, also when the page opens on a
  // tab far to the right; only the list scrolls, never the page.
  useEffect(() => {
    const bar = list.current;
    const tab = bar?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-${selected}`)}`);
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
    const barBox = bar.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left;
    else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right;
  }, [idPrefix, selected]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)]!;
    onSelect(next.id);
    focusTab(next.id);
  }

  return (
    <ul ref={list} className={`nav nav-tabs ${className}`} role="tablist" aria-label={label}>
      {tabs.map(({ id, label: tabLabel }, index) => (
        <li key={id} className="nav-item" role="presentation">
          <button
            type="button"
            role="tab"
            id={`${idPrefix}-${id}`}
            aria-selected={selected === id}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected === id ? 0 : -1}
            className={`nav-link ${selected === id ? 'active' : ''}`}
            onClick={() => onSelect(id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tabLabel}
          </button>
        </li>
      ))}
    </ul>
  );
}
