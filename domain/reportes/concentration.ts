/**
 * The concentration of a portfolio among its cedentes or debtors: the share of the largest one, of the three largest,
 * and the Herfindahl-Hirschman index (the sum of the squared percentage shares, 0 to 10,000; the U.S. DOJ/FTC merger
 * guidelines read above 1,800 as highly concentrated).
 */

/** Shares are fractions 0..1 of the total amount; hhi in points 0..10,000. */
export interface Concentration {
  top1: number;
  top3: number;
  hhi: number;
}

/**
 * The concentration of amounts (CLP, one per party, any order; zero and negative amounts count as none).
 * @returns all zeros when nothing is held.
 */
export function concentration(amounts: readonly number[]): Concentration {
  const held = amounts.filter((amount) => amount > 0).sort((a, b) => b - a);
  const total = held.reduce((sum, amount) => sum + amount, 0);
  if (total === 0) return { top1: 0, top3: 0, hhi: 0 };
  const share = (amount: number) => amount / total;
  return {
    top1: share(held[0]!),
    top3: held.slice(0, 3).reduce((sum, amount) => sum + share(amount), 0),
    hhi: held.reduce((sum, amount) => sum + (share(amount) * 100) ** 2, 0),
  };
}
