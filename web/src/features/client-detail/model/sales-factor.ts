/**
 * The credit-note/sales and claims/sales factors (client-detail.md §9 "Credit notes and claims": credit notes
 * divided by sales, as a percentage with 2 decimals; the claims factor likewise over the claimed amount).
 */
const percent = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** part ÷ sales × 100 rounded to 2 decimals; null when there are no sales (no factor to show). */
export function salesFactor(part: number, sales: number): number | null {
  return sales === 0 ? null : Math.round((part * 10_000) / sales) / 100;
}

/** A factor as es-CL text with 2 decimals and '%' ('3,25%'); '-' when null. */
export function formatFactor(factor: number | null): string {
  return factor === null ? '-' : `${percent.format(factor)}%`;
}
