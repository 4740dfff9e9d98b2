/**
 * The amounts format of the client detail (client-detail.md §2 "Global sticky filter bar", §9 "Amounts"):
 * Completo shows CLP in full ('$1.234.567'); 'M$ Millones' shows 'M$' plus the amount divided by one million.
 */
import { formatAmount } from '@web/lib/format';

/** 'completo' (full CLP) or 'millones' (M$). */
export type AmountMode = 'completo' | 'millones';

const millions = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * An amount in CLP for the chosen mode: 1234567 -> '$1.234.567' (completo) or 'M$1,2' (millones, one decimal,
 * es-CL decimal comma); negative amounts keep their sign in front.
 */
export function formatDetailAmount(amount: number, mode: AmountMode): string {
  if (mode === 'completo') return formatAmount(amount);
  return `${amount < 0 ? '-' : ''}M$${millions.format(Math.abs(amount) / 1_000_000)}`;
}
