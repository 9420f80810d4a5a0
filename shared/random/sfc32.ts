/**
 * A small, fast, seeded pseudo-random generator (sfc32, Chris Doty-Humphrey's "small fast
 * chaotic" design). Its whole state is four unsigned 32-bit numbers, kept as plain JSON inside the
 * scenario state, so every draw is pure: it takes a state and returns the next state.
 */
export type RngState = readonly [number, number, number, number];

/** Advances the generator once: the next unsigned 32-bit value and the state after it. */
export function nextUint32(rng: RngState): { value: number; rng: RngState } {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { value: t >>> 0, rng: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

/**
 * A whole number in [0, bound). Rejection sampling keeps every outcome equally likely, so a
 * shuffle of 20 modifier cards has no bias toward any card.
 */
export function nextInt(rng: RngState, bound: number): { value: number; rng: RngState } {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 0x1_0000_0000) {
    throw new RangeError(`nextInt needs a whole bound between 1 and 2^32, got ${bound}`);
  }
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % bound);
  let state = rng;
  for (;;) {
    const step = nextUint32(state);
    state = step.rng;
    if (step.value < limit) return { value: step.value % bound, rng: state };
  }
}

/** Hashes text to 32 bits (FNV-1a) so a seed can be a word the host stores, e.g. a scenario id. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Seeds the generator. The same seed always gives the same sequence; the first 12 outputs are
 * discarded so that similar seeds do not start with similar values.
 */
export function seedRng(seed: number | string): RngState {
  const base = typeof seed === 'number' ? seed >>> 0 : hashText(seed);
  let rng: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, base];
  for (let i = 0; i < 12; i += 1) rng = nextUint32(rng).rng;
  return rng;
}
