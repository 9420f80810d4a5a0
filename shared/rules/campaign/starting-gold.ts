import type { Edition } from './edition';

/**
 * Gold a new character starts with.
 * 1st edition: 15 x (L + 1) for a character of starting level L (rulebook "Creating New
 * Characters", p. 42).
 * 2nd edition: 10 x P + 15, P the prosperity level (2nd ed. rulebook "Create a Character",
 * "Initial Benefits", p. 56; the first characters of a campaign, at prosperity 1, get 25).
 */
export function startingGold(edition: Edition, level: number, prosperityLevel: number): number {
  return edition === 'gh1' ? 15 * (level + 1) : 10 * prosperityLevel + 15;
}

/**
 * The highest level a new character may start at.
 * 1st edition: the prosperity level (rulebook "Creating New Characters").
 * 2nd edition: half the prosperity level, rounded up (2nd ed. rulebook "Create a Character",
 * "Prosperity Leveling", p. 56: "as long as their level does not exceed half the current
 * prosperity level (rounded up)").
 */
export function maxStartingLevel(edition: Edition, prosperityLevel: number): number {
  return edition === 'gh1' ? prosperityLevel : Math.ceil(prosperityLevel / 2);
}

/**
 * The level a character below the town's prosperity may advance to at once, its experience raised
 * to that level's minimum. 1st edition: the prosperity level, when the city reaches a new one
 * (rulebook "Gloomhaven Prosperity", p. 48: "any character with a level lower than the prosperity
 * level may immediately advance their level to match"). 2nd edition: half the prosperity level,
 * rounded up, the same bound as a new character's (2nd ed. rulebook "Prosperity Leveling", p. 56).
 * Null when the character is at that level or above.
 */
export function prosperityCatchUpLevel(edition: Edition, prosperityLevel: number, characterLevel: number): number | null {
  const level = maxStartingLevel(edition, prosperityLevel);
  return characterLevel < level ? level : null;
}
