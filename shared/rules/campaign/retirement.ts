import type { Edition } from './edition';

/**
 * Prosperity the town gains when a character retires. 1st edition: 1 (rulebook "Announcing
 * Retirement", p. 48: "the city gains 1 prosperity"). 2nd edition: 2 (2nd ed. rulebook "Retire a
 * Character", p. 55: "the completion of their personal quest gains the party 2 prosperity").
 * Either way the retiring character's gold is gone and its items return to the supply.
 */
export const RETIREMENT_PROSPERITY: Record<Edition, number> = { gh1: 1, gh2: 2 };

/**
 * Whether a personal quest's requirements are all met: each requirement's progress reaches the
 * card's target. A quest whose card lists no requirement is not known to be fulfilled.
 * (1st ed. rulebook "Personal Quest Cards", p. 38: the card's requirements complete the quest.)
 */
export function isPersonalQuestFulfilled(progress: readonly number[], targets: readonly number[]): boolean {
  return targets.length > 0 && targets.every((target, i) => (progress[i] ?? 0) >= target);
}

/**
 * Where a character stands with retirement. Retiring needs a fulfilled personal quest, and a
 * character whose quest is fulfilled must retire during the visit to town: it plays no new
 * scenario (1st ed. rulebook "Announcing Retirement", p. 48). A character without a personal quest
 * can never retire (p. 48). 2nd edition the same (2nd ed. rulebook "Retire a Character", p. 55).
 * `targets` is null when the quest is not on a card the campaign's content describes.
 */
export type RetirementStatus = 'no-quest' | 'in-progress' | 'fulfilled' | 'unknown';

export function retirementStatus(
  character: { personalQuest: string; questProgress: readonly number[] },
  targets: readonly number[] | null,
): RetirementStatus {
  if (!character.personalQuest.trim()) return 'no-quest';
  if (targets === null || targets.length === 0) return 'unknown';
  return isPersonalQuestFulfilled(character.questProgress, targets) ? 'fulfilled' : 'in-progress';
}

/**
 * Extra perks a player's next character starts with: one for every character that player has
 * retired, cumulative (1st ed. rulebook "Announcing Retirement", p. 48; one player running several
 * characters counts each lineage as a player, so a character with no player named earns none).
 * Haven applies the same to the 2nd edition. A character who died under the permanent death
 * variant is out of the campaign but did not retire: it earns none (p. 48 rewards "retiring"
 * characters only; p. 50, permanent death, gives nothing for a death).
 */
export function retirementPerks(
  characters: readonly { player: string; isRetired: boolean; isDead?: boolean | undefined }[],
  player: string,
): number {
  const who = player.trim();
  return who ? characters.filter((c) => c.isRetired && !c.isDead && c.player.trim() === who).length : 0;
}
