import type { Edition } from './edition';

/**
 * Prosperity checkmarks needed for prosperity levels 2..9.
 * 1st edition: the prosperity track on the campaign board (rulebook "Prosperity"): 4, 9, 15, 22,
 * 30, 39, 50, 64 checkmarks.
 * 2nd edition: its redrawn prosperity track (campaign sheet) starts on a marked box; levels 2..9
 * begin on boxes 6, 13, 23, 34, 46, 60, 75 and 90 counting that box (GHS's GH2E_PROSPERITY_STEPS
 * [1, 6, 13, ...]), that is after 5, 12, 22, 33, 45, 59, 74 and 89 checkmarks gained. The data's
 * milestones agree: section 48.2 "Prosperity 3" is read at the 12th checkmark (see the GHS import).
 */
export const PROSPERITY_THRESHOLDS: Record<Edition, readonly number[]> = {
  gh1: [4, 9, 15, 22, 30, 39, 50, 64],
  gh2: [5, 12, 22, 33, 45, 59, 74, 89],
};

/** The most checkmarks the track holds: its last box. */
export function maxProsperityCheckmarks(edition: Edition): number {
  const thresholds = PROSPERITY_THRESHOLDS[edition];
  return thresholds[thresholds.length - 1] ?? 0;
}

export function prosperityLevel(edition: Edition, checkmarks: number): number {
  let level = 1;
  for (const threshold of PROSPERITY_THRESHOLDS[edition]) {
    if (checkmarks >= threshold) level++;
  }
  return level;
}

/**
 * The fewest checkmarks the town may have: the town can never be brought below the minimum
 * prosperity of its current level (1st ed. rulebook "Prosperity": "the town can never be brought
 * below the minimum prosperity for its current level").
 */
export function minimumCheckmarksForLevel(edition: Edition, level: number): number {
  if (level <= 1) return 0;
  return PROSPERITY_THRESHOLDS[edition][level - 2] ?? 0;
}

/**
 * Applies a prosperity change: gains stop at the end of the track, losses stop at the start of
 * the current level.
 */
export function changeProsperity(edition: Edition, checkmarks: number, delta: number): number {
  const floor = minimumCheckmarksForLevel(edition, prosperityLevel(edition, checkmarks));
  const next = checkmarks + delta;
  return Math.min(Math.max(next, delta < 0 ? floor : 0), maxProsperityCheckmarks(edition));
}
