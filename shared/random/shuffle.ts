import { nextInt, type RngState } from './sfc32';

/**
 * Fisher-Yates shuffle. Returns a new array and the generator state after the draws; the input
 * array is left as it was, so a shuffle can be recorded in an event and replayed exactly.
 */
export function shuffle<T>(items: readonly T[], rng: RngState): { items: T[]; rng: RngState } {
  const result = items.slice();
  let state = rng;
  for (let i = result.length - 1; i > 0; i -= 1) {
    const pick = nextInt(state, i + 1);
    state = pick.rng;
    const j = pick.value;
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return { items: result, rng: state };
}

/** Picks one item at random; `undefined` for an empty list (the state is then unchanged). */
export function pickOne<T>(items: readonly T[], rng: RngState): { item: T | undefined; rng: RngState } {
  if (items.length === 0) return { item: undefined, rng };
  const pick = nextInt(rng, items.length);
  return { item: items[pick.value], rng: pick.rng };
}
