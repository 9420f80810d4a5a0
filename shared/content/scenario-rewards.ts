import type { ScenarioRewards } from './model/scenario';
import { contentName, history, type WordValue } from '../rules/words';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const words = (key: string, values?: Record<string, WordValue>) => history(`scenarioRewards.${key}`, values);

/**
 * A scenario's rewards as the scenario book lists them at its end (1st ed. rulebook p. 49
 * "Scenario Completion"), one line each, with items and scenarios by name, as keyed words the
 * reader's language words (the pack's own texts, `other`, stay as the pack wrote them).
 */
export function describeScenarioRewards(
  rewards: ScenarioRewards | undefined,
  names: {
    items: ReadonlyArray<{ itemId?: string; name: string; count: number }>;
    designs: readonly string[];
    unlocks: ReadonlyArray<{ index: string; name: string }>;
  },
): WordValue[] {
  const lines: WordValue[] = [];
  for (const unlock of names.unlocks)
    lines.push(
      unlock.name
        ? words('unlocked', { index: unlock.index, name: contentName('scenarios', unlock.index, unlock.name) })
        : words('unlockedUnnamed', { index: unlock.index }),
    );
  if (!rewards) return lines;
  // Achievements by their names in the reader's language where the pack labels them (issue 29).
  const global = (name: string) => ({ name: contentName('globalAchievements', name, name) });
  const party = (name: string) => ({ name: contentName('partyAchievements', name, name) });
  for (const name of rewards.globalAchievements) lines.push(words('globalAchievement', global(name)));
  for (const name of rewards.partyAchievements) lines.push(words('partyAchievement', party(name)));
  for (const name of rewards.lostGlobalAchievements) lines.push(words('globalLost', global(name)));
  for (const name of rewards.lostPartyAchievements) lines.push(words('partyLost', party(name)));
  if (rewards.gold !== 0) lines.push(words('gold', { amount: signed(rewards.gold) }));
  if (rewards.experience !== 0) lines.push(words('experience', { amount: signed(rewards.experience) }));
  if (rewards.reputation !== 0) lines.push(words('reputation', { amount: signed(rewards.reputation) }));
  if (rewards.prosperity !== 0) lines.push(words('prosperity', { amount: signed(rewards.prosperity) }));
  for (const item of names.items) {
    const name = item.itemId ? contentName('items', item.itemId, item.name) : item.name;
    lines.push(item.count === 1 ? words('item', { name }) : words('items', { count: item.count, name }));
  }
  for (const name of names.designs) lines.push(words('design', { name }));
  lines.push(...rewards.other);
  return lines;
}
