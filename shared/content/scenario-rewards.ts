import type { ScenarioRewards } from './model/scenario';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * A scenario's rewards as the scenario book lists them at its end (1st ed. rulebook p. 49
 * "Scenario Completion"), one line each, with items and scenarios by name.
 */
export function describeScenarioRewards(
  rewards: ScenarioRewards | undefined,
  names: {
    items: ReadonlyArray<{ name: string; count: number }>;
    designs: readonly string[];
    unlocks: ReadonlyArray<{ index: string; name: string }>;
  },
): string[] {
  const lines: string[] = [];
  for (const unlock of names.unlocks) lines.push(`Scenario ${unlock.index}${unlock.name ? ` "${unlock.name}"` : ''} is unlocked`);
  if (!rewards) return lines;
  for (const name of rewards.globalAchievements) lines.push(`Global achievement: ${name}`);
  for (const name of rewards.partyAchievements) lines.push(`Party achievement: ${name}`);
  for (const name of rewards.lostGlobalAchievements) lines.push(`Global achievement lost: ${name}`);
  for (const name of rewards.lostPartyAchievements) lines.push(`Party achievement lost: ${name}`);
  if (rewards.gold !== 0) lines.push(`${signed(rewards.gold)} gold for each character`);
  if (rewards.experience !== 0) lines.push(`${signed(rewards.experience)} experience for each character`);
  if (rewards.reputation !== 0) lines.push(`Reputation ${signed(rewards.reputation)}`);
  if (rewards.prosperity !== 0) lines.push(`Prosperity ${signed(rewards.prosperity)}`);
  for (const item of names.items) lines.push(item.count === 1 ? `Item: ${item.name}` : `Items: ${item.count} × ${item.name}`);
  for (const name of names.designs) lines.push(`Item design: ${name} joins the shop`);
  lines.push(...rewards.other);
  return lines;
}
