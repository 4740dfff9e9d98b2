/**
 * The demo world's seeded pseudo-random numbers: sfc32 seeded from a string through cyrb128, so that the same
 * seed gives the same world on every machine. Not for security.
 */

/** A deterministic random source with the helpers the demo world uses. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A uniformly chosen element. @throws RangeError on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** An element chosen with probability proportional to its weight. @throws RangeError on an empty list. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A new shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `n` pseudo-random bytes. */
  bytes(n: number): Uint8Array;
  /** An independent stream derived from this seed and a label (adding draws to one stream never shifts another). */
  fork(label: string): Rng;
}

/** Creates the random source of a seed (any string; numbers are used as their decimal text). */
export function createRng(seed: string | number): Rng {
  const seedText = String(seed);
  const [a, b, c, d] = cyrb128(seedText);
  const next = sfc32(a, b, c, d);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick de una lista vacía');
      return items[int(0, items.length - 1)]!;
    },
    weighted: (items) => {
      if (items.length === 0) throw new RangeError('weighted de una lista vacía');
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    bytes: (n) => Uint8Array.from({ length: n }, () => Math.floor(next() * 256)),
    fork: (label) => createRng(`${seedText}\u0000${label}`),
  };
  return rng;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}
