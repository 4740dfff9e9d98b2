/**
 * What happens to each document of the demo world, drawn by quota rather than by independent chance so that
 * even a tiny world (tests) holds every case the platform must show: each acceptance state of core-platform
 * §4, annulled (NCA) and reduced (ENC) documents, re-cessions (SEQ 2 and 3), returns to the cedente, missing
 * AECs and missing or empty SII answers.
 */
import type { Rng } from './rng';

/** Acceptance story (core-platform §4): events registered, lapse of 8 days, pending, or no answer. */
export type AcceptanceScenario =
  'acd-erm' | 'acd' | 'erm' | 'rcd' | 'rfp' | 'rft' | 'lapse' | 'pending' | 'sin-eventos' | 'sin-archivo';

/**
 * Shape of the cession chain: one cesión; re-ceded to the other factoring; returned to the cedente; re-ceded and back.
 */
export type ChainScenario = 'single' | 'receded' | 'returned' | 'receded-back';

/** Everything drawn for one document. */
export interface DocumentScenario {
  tipoDTE: 33 | 34 | 43 | 46;
  acceptance: AcceptanceScenario;
  chain: ChainScenario;
  annulled: boolean;
  reduced: boolean;
  partialCession: boolean;
  aecAvailable: boolean;
  reception: 'fecha' | 'vacia' | 'sin-archivo';
}

const TIPOS: [DocumentScenario['tipoDTE'], number][] = [
  [33, 85],
  [34, 7],
  [46, 5],
  [43, 3],
];
const ACCEPTANCE: [AcceptanceScenario, number][] = [
  ['acd-erm', 30],
  ['lapse', 20],
  ['acd', 12],
  ['pending', 12],
  ['erm', 8],
  ['rcd', 5],
  ['rfp', 3],
  ['rft', 2],
  ['sin-eventos', 3],
  ['sin-archivo', 5],
];
const CHAINS: [ChainScenario, number][] = [
  ['single', 88],
  ['receded', 7],
  ['returned', 3],
  ['receded-back', 2],
];
const RECEPTION: [DocumentScenario['reception'], number][] = [
  ['fecha', 98],
  ['vacia', 1],
  ['sin-archivo', 1],
];

/** Draws the scenarios of `count` documents (quotas per dimension, shuffled independently). */
export function drawScenarios(rng: Rng, count: number): DocumentScenario[] {
  const tipos = quota(rng, count, TIPOS);
  const acceptance = quota(rng, count, ACCEPTANCE);
  const chains = quota(rng, count, CHAINS);
  const receptions = quota(rng, count, RECEPTION);
  const annulled = quota(rng, count, [
    [false, 97],
    [true, 3],
  ]);
  const reduced = quota(rng, count, [
    [false, 96],
    [true, 4],
  ]);
  const partial = quota(rng, count, [
    [false, 90],
    [true, 10],
  ]);
  const aec = quota(rng, count, [
    [true, 99],
    [false, 1],
  ]);
  return Array.from({ length: count }, (_, i) => ({
    tipoDTE: tipos[i]!,
    acceptance: acceptance[i]!,
    chain: chains[i]!,
    annulled: annulled[i]!,
    reduced: reduced[i]!,
    partialCession: partial[i]!,
    aecAvailable: aec[i]!,
    reception: receptions[i]!,
  }));
}

/**
 * `count` values in proportion to their weights, every value at least once when count allows it,
 * the rounding remainder going to the heaviest value; shuffled.
 */
function quota<T>(rng: Rng, count: number, weights: [T, number][]): T[] {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const everyOnce = count >= weights.length ? 1 : 0;
  const counts = weights.map(([, w]) => Math.max(everyOnce, Math.floor((w / total) * count)));
  const heaviest = weights.reduce((best, [, w], i) => (w > weights[best]![1] ? i : best), 0);
  counts[heaviest] = counts[heaviest]! + count - counts.reduce((sum, c) => sum + c, 0);
  return rng.shuffle(weights.flatMap(([value], i) => Array<T>(Math.max(0, counts[i]!)).fill(value))).slice(0, count);
}
