/**
 * Experience needed to reach each character level, the same in both editions
 * (rulebook "Character Sheet" / "Leveling Up": 45, 95, 150, 210, 275, 345, 420, 500).
 * Index i holds the XP needed for level i + 1.
 */
export const XP_FOR_LEVEL: readonly number[] = [0, 45, 95, 150, 210, 275, 345, 420, 500];

export const MAX_LEVEL = 9;

/** The level a character with this much experience has reached. */
export function levelForXp(xp: number): number {
  let level = 1;
  for (let i = 1; i < XP_FOR_LEVEL.length; i++) {
    if (xp >= (XP_FOR_LEVEL[i] ?? Infinity)) level = i + 1;
  }
  return level;
}

/** The minimum experience of a level (a new character of level L starts with it). */
export function xpForLevel(level: number): number {
  const clamped = Math.min(Math.max(Math.trunc(level), 1), MAX_LEVEL);
  return XP_FOR_LEVEL[clamped - 1] ?? 0;
}

/** Experience still needed for the next level, or null at the top level. */
export function xpToNextLevel(xp: number): number | null {
  const level = levelForXp(xp);
  if (level >= MAX_LEVEL) return null;
  return (XP_FOR_LEVEL[level] ?? 0) - xp;
}

/**
 * The level a character has taken. Experience earns a level, but it is taken only in town
 * (1st ed. rulebook p. 44, "Leveling Up"), so the two can differ between scenarios. A character
 * recorded before levels were taken in town has none: its level is the one its experience gives.
 */
export function characterLevel(character: { xp: number; level?: number | undefined }): number {
  return character.level ?? levelForXp(character.xp);
}

/** Levels a character has earned and not yet taken in town. */
export function levelsToTake(character: { xp: number; level?: number | undefined }): number {
  return Math.max(0, levelForXp(character.xp) - characterLevel(character));
}
