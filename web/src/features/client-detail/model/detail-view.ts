import { isIsoDate } from '@domain/sii-dates';
import type { UrlParamsPatch } from '@web/lib/use-url-params';
import type { AmountMode } from './amount-format';
import type { CounterpartyChoice } from './counterparty-filter';
import { defaultDetailRange, type DetailDateRange } from './date-range';
import { addressRut, TAB_VIEW_RESET } from './tab-view';

/** The sticky bar of the client detail (client-detail.md §2 "Global sticky filter bar"), as its address holds it. */
export interface DetailView {
  range: DetailDateRange;
  amountMode: AmountMode;
  counterparties: CounterpartyChoice;
}

/** The address parameters of a {@link DetailView}, each absent at its default. */
const PARAMS = { inicio: 'desde', fin: 'hasta', amountMode: 'montos', venta: 'deudor', compra: 'proveedor' } as const;

/**
 * The sticky bar's view the address holds (`?desde=2026-01-01&hasta=2026-06-30&montos=millones&deudor=76389992-6
 * &proveedor=…`), so a reload or a shared link shows the same. A range that is not two 'yyyy-MM-dd' days in order (an
 * old or edited link) reads as the last 12 months at `now`; a counterparty that is not a RUT as none.
 * @param now the clock the default range follows (Chile time).
 */
export function detailViewFromAddress(params: URLSearchParams, now: Date): DetailView {
  const inicio = params.get(PARAMS.inicio) ?? '';
  const fin = params.get(PARAMS.fin) ?? '';
  const range = isIsoDate(inicio) && isIsoDate(fin) && inicio <= fin ? { inicio, fin } : defaultDetailRange(now);
  return {
    range,
    amountMode: params.get(PARAMS.amountMode) === 'millones' ? 'millones' : 'completo',
    counterparties: { venta: addressRut(params.get(PARAMS.venta)), compra: addressRut(params.get(PARAMS.compra)) },
  };
}

/**
 * The address parameters of the parts of a view that `changes` gives (the inverse of {@link detailViewFromAddress});
 * a part at its default removes its parameters, a part not given keeps them. A new range or counterparty also
 * removes the tab's own parameters ({@link TAB_VIEW_RESET}).
 * @param now the clock the default range follows.
 */
export function detailViewAddress(changes: Partial<DetailView>, now: Date): UrlParamsPatch {
  const patch: Record<string, string | null> = {};
  if (changes.range) {
    const standard = defaultDetailRange(now);
    const isDefault = changes.range.inicio === standard.inicio && changes.range.fin === standard.fin;
    patch[PARAMS.inicio] = isDefault ? null : changes.range.inicio;
    patch[PARAMS.fin] = isDefault ? null : changes.range.fin;
  }
  if (changes.amountMode) patch[PARAMS.amountMode] = changes.amountMode === 'millones' ? 'millones' : null;
  if (changes.counterparties) {
    patch[PARAMS.venta] = changes.counterparties.venta;
    patch[PARAMS.compra] = changes.counterparties.compra;
  }
  return changes.range || changes.counterparties ? { ...TAB_VIEW_RESET, ...patch } : patch;
}
