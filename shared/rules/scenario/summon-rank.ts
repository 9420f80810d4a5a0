export type SummonedRank = 'normal' | 'elite';

/** A monster summoned by a card: one rank, or one for each party size (2, 3, 4 characters). */
export interface SummonRankSource {
  rank: SummonedRank;
  rankByPartySize?: readonly [SummonedRank, SummonedRank, SummonedRank] | undefined;
}

/**
 * The rank a summoned monster has at this table. A summon marked for party sizes reads like the
 * scenario's monster key (1st ed. rulebook p. 12 "Scenario Page": the marking for two, three and
 * four characters; white normal, gold elite), counted with exhausted characters too (p. 19
 * "Revealing a Room"); a party of one plays as two, as the scenario's placements do.
 */
export function summonRank(summon: SummonRankSource, characters: number): SummonedRank {
  if (summon.rankByPartySize === undefined) return summon.rank;
  const column = Math.min(Math.max(characters, 2), 4) - 2;
  return summon.rankByPartySize[column] ?? summon.rank;
}
