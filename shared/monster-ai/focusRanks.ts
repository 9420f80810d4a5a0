import type { Situation } from './situation';

/**
 * The order in which extra targets are preferred, as dense ranks per enemy hex (0 = best):
 * by proximity (not in Jaws of the Lion), then initiative, the focus rules again (Gloomhaven
 * rulebook, "Monster Attack": additional targets are chosen by the focus priorities). Frosthaven
 * does not rank them: every enemy has rank 0 (Monster Mover test scenarios, Frosthaven rules).
 */
export function focusRanksOf(situation: Situation): { ranks: Map<number, number>; count: number } {
  const ranks = new Map<number, number>();
  if (!situation.rules.ranksExtraTargets) {
    for (const enemy of situation.enemies) ranks.set(enemy, 0);
    return { ranks, count: 1 };
  }
  const nearness = situation.proximity(situation.start);
  const keyOf = (enemy: number): [number, number] => [
    situation.rules.proximityBreaksFocusTies ? (nearness[enemy] ?? 0) : 0,
    situation.initiativeRank[enemy] ?? 0,
  ];
  const sorted = [...situation.enemies].sort((a, b) => {
    const [pa, ia] = keyOf(a);
    const [pb, ib] = keyOf(b);
    return pa - pb || ia - ib;
  });
  let rank = 0;
  let previous: [number, number] | null = null;
  for (const enemy of sorted) {
    const key = keyOf(enemy);
    if (previous && (key[0] !== previous[0] || key[1] !== previous[1])) rank++;
    previous = key;
    ranks.set(enemy, rank);
  }
  return { ranks, count: rank + 1 };
}
