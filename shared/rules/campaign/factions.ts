/**
 * 2nd edition: the party's reputation is kept with three factions, each from 0 (2nd ed. rulebook
 * "Campaign Sheet", p. 50: "Initially, the maximum reputation value you can have with any of the
 * factions is 12 ... you cannot have less than -10"). The campaign can raise the maximum later,
 * so Haven stops gains at 20, the 1st edition's bound, and never below -10.
 */
export const FACTIONS = ['demons', 'merchants', 'military'] as const;
export type Faction = (typeof FACTIONS)[number];
export const FACTION_NAMES: Record<Faction, string> = { demons: 'Demons', merchants: "Merchant's Guild", military: 'Military' };
export const FACTION_REPUTATION_MIN = -10;
export const FACTION_REPUTATION_INITIAL_MAX = 12;
export const FACTION_REPUTATION_MAX = 20;

/**
 * A faction's reputation within its bounds: never below -10, and at most 12 until the campaign
 * unlocks the faction's higher boxes (2nd ed. rulebook p. 50, as above), then at most 20.
 */
export function clampFactionReputation(value: number, isUnlocked = false): number {
  const max = isUnlocked ? FACTION_REPUTATION_MAX : FACTION_REPUTATION_INITIAL_MAX;
  return Math.min(Math.max(Math.trunc(value), FACTION_REPUTATION_MIN), max);
}

/**
 * 2nd edition inspiration: a completed scenario gives 4 minus the number of characters (2nd ed.
 * rulebook "Campaign Sheet", p. 50).
 */
export function inspirationForSuccess(characters: number): number {
  return Math.max(0, 4 - characters);
}

/**
 * 2nd edition: the party may spend 15 inspiration to let a character retire whose personal quest
 * is not fulfilled (2nd ed. rulebook "Retire a Character", p. 55; issue 31). The 1st edition has no
 * inspiration.
 */
export const INSPIRATION_TO_RETIRE = 15;

/** 2nd edition: each character has two masteries, each worth one perk mark once (character sheet). */
export const MASTERIES_PER_CHARACTER = 2;
