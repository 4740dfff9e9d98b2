import type { KpiClass } from '@domain/kpis/kpi-scales';

/** How a radar class shows: its Bootstrap colour name and what it means (client-detail.md §9 categories). */
export interface KpiClassTone {
  colour: 'success' | 'warning' | 'danger';
  meaning: string;
}

/** The tone of each class: Bueno green, Regular yellow, Malo red. */
export const KPI_CLASS_TONES: Readonly<Record<KpiClass, KpiClassTone>> = {
  Bueno: { colour: 'success', meaning: 'dentro del umbral bueno' },
  Regular: { colour: 'warning', meaning: 'entre los dos umbrales' },
  Malo: { colour: 'danger', meaning: 'más allá del umbral malo' },
};

/** The classes in the legend's order. */
export const KPI_CLASSES: readonly KpiClass[] = ['Bueno', 'Regular', 'Malo'];
