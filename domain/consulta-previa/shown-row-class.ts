import { SIN_INFORMACION, type Financiable } from './financiable';
import { rowClass, type RowClass } from './result-class';

const VERDICT_CLASS: Record<Financiable, RowClass> = {
  Sí: 'positive',
  'Con reparos': 'warning',
  [SIN_INFORMACION]: 'warning',
  No: 'error',
};
const SEVERITY: Record<RowClass, number> = { positive: 0, warning: 1, error: 2 };

/**
 * The class a row is shown with: the worse of the gloss's class (§4) and the '¿Financiable?' verdict's (Sí positive,
 * Con reparos and Sin información warning, No error), so a row's colour never says more than its verdict.
 */
export function shownRowClass(glosaCedibleParaMonitor: string | null, financiable: Financiable): RowClass {
  const byGlosa = rowClass(glosaCedibleParaMonitor);
  const byVerdict = VERDICT_CLASS[financiable];
  return SEVERITY[byVerdict] > SEVERITY[byGlosa] ? byVerdict : byGlosa;
}
