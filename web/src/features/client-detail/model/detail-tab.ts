/**
 * Tabs of the client detail (client-detail.md §2 "Tabs"): only the Cesiones tab is built so far; an unknown or
 * unavailable tab falls back to cesiones and the address is rewritten.
 */

/** Tab values available in this build. */
export const DETAIL_TABS = ['cesiones'] as const;

/** A tab value of {@link DETAIL_TABS}. */
export type DetailTab = (typeof DETAIL_TABS)[number];

/** The tab to show for the `tab` query parameter (null when absent): itself when available, else 'cesiones'. */
export function resolveDetailTab(tab: string | null): DetailTab {
  return DETAIL_TABS.find((candidate) => candidate === tab) ?? 'cesiones';
}
