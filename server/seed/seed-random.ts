/**
 * A small seeded random generator (sfc32) for the demo catalogue. Math.random cannot be seeded,
 * and the catalogue must come out identical for the same seed and size.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** A float in [min, max) spread evenly on a log scale: many cheap parts, a few dear ones. */
  logFloat(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks with the given relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[];
  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
}

/** Mixes a seed and any number of stream numbers into one 32-bit seed (murmur3 finaliser). */
export function hashSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** Creates a generator; the same seed always gives the same sequence. */
export function createRandom(seed: number): Random {
  const next = sfc32(hashSeed(seed, 1), hashSeed(seed, 2), hashSeed(seed, 3), hashSeed(seed, 4));
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    logFloat: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items, weights) => items[weightedIndex(next(), weights)],
    shuffle: (items) => shuffleInPlace(items, next),
    sample: (items, n) => shuffleInPlace(items.slice(), next).slice(0, Math.max(0, n)),
  };
  return random;
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function weightedIndex(r: number, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let target = r * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i];
    if (target < 0) return i;
  }
  return weights.length - 1;
}

function shuffleInPlace<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}
