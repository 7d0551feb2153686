// A small seeded PRNG (mulberry32) so the demo content is the same on every run for a given `now`.
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}

/** An ISO timestamp `daysAgo` days (plus some hours) before `now`. */
export function daysBefore(now: Date, daysAgo: number, hour = 10): string {
  const date = new Date(now.getTime() - daysAgo * 86_400_000);
  date.setUTCHours(hour, (daysAgo * 7) % 60, 0, 0);
  return date.toISOString();
}
