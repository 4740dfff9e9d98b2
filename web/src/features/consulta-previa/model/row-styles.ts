import { SIN_INFORMACION, type Financiable } from '@domain/consulta-previa/financiable';
import type { RowClass } from '@domain/consulta-previa/result-class';

/** Bootstrap row class of each result class of core-platform §4 (positive, warning, error). */
export const ROW_CLASS_NAMES: Record<RowClass, string> = {
  positive: 'table-success',
  warning: 'table-warning',
  error: 'table-danger',
};

/** The same classes on the stacked cards of narrow screens. */
export const CARD_CLASS_NAMES: Record<RowClass, string> = {
  positive: 'border-success bg-success-subtle',
  warning: 'border-warning bg-warning-subtle',
  error: 'border-danger bg-danger-subtle',
};

/** Badge colours of the '¿Financiable?' verdict. */
export const VERDICT_BADGES: Record<Financiable, string> = {
  Sí: 'text-bg-success',
  'Con reparos': 'text-bg-warning',
  [SIN_INFORMACION]: 'text-bg-secondary',
  No: 'text-bg-danger',
};
