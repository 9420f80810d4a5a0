import { nextInt, type RngState } from '../../random';

/** Standee numbers of a type not on the map now (a dead monster's standee can come back). */
export function freeStandeeNumbers(standeeCount: number, taken: readonly number[]): number[] {
  const free: number[] = [];
  for (let number = 1; number <= standeeCount; number += 1) if (!taken.includes(number)) free.push(number);
  return free;
}

/**
 * Picks a random free standee number (guide setup step 2: "Randomize the standee numbers as you
 * place them"); `undefined` when every standee of the type is on the map.
 */
export function randomStandeeNumber(
  standeeCount: number,
  taken: readonly number[],
  rng: RngState,
): { number: number | undefined; rng: RngState } {
  const free = freeStandeeNumbers(standeeCount, taken);
  if (free.length === 0) return { number: undefined, rng };
  const pick = nextInt(rng, free.length);
  return { number: free[pick.value], rng: pick.rng };
}
