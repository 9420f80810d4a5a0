/**
 * Battle-goal checkmarks: every 3 checkmarks earn a perk, at most 18 checkmarks count (6 perks)
 * (1st ed. rulebook "Battle Goals" / character sheet; 2nd ed. refresher: "every three checkmarks
 * giving a perk mark").
 */
export const CHECKMARKS_PER_PERK = 3;
export const MAX_CHECKMARKS = 18;

export function perksFromCheckmarks(checkmarks: number): number {
  return Math.floor(Math.min(Math.max(checkmarks, 0), MAX_CHECKMARKS) / CHECKMARKS_PER_PERK);
}
