import type { Labels } from './labels';

export type Faction = 'demons' | 'merchants' | 'military';

/** The data's faction names; the campaign sheet keys the Merchant's Guild as "merchants". */
const FACTIONS: Record<string, Faction> = { demons: 'demons', 'merchant-guild': 'merchants', military: 'military' };

export function factionOf(name: unknown): Faction | undefined {
  return typeof name === 'string' ? FACTIONS[name] : undefined;
}

/** A record's `rewards` object in words, as event effects are written. */
export function rewardWords(rewards: Record<string, unknown> | undefined, labels: Labels): string[] {
  const words: string[] = [];
  for (const [kind, value] of Object.entries(rewards ?? {})) {
    const list = Array.isArray(value) ? value.map(String) : [String(value)];
    if (kind === 'reputationFactions') {
      for (const entry of list) {
        const [name = '', delta = ''] = entry.split(':');
        words.push(`reputationFaction ${factionOf(name) ?? name} ${delta}`);
      }
    } else if (kind === 'custom') words.push(labels.text(String(value)));
    else if (kind === 'battleGoals') words.push(`battleGoal ${String(value)}`);
    else if (kind === 'globalAchievements') words.push(...list.map((name) => `globalAchievement ${name}`));
    else if (kind === 'items') words.push(...list.map((item) => `item ${item}`));
    else if (kind === 'events') words.push(...list.map((card) => `event ${card.replace(':', ' ')}`));
    else words.push(`${kind} ${list.map((entry) => (typeof entry === 'string' ? labels.text(entry) : entry)).join(', ')}`);
  }
  return words;
}

/** `reputationFactions: ["merchant-guild:1", "military:1"]` as the campaign sheet's changes. */
export function factionRewardsOf(rewards: Record<string, unknown> | undefined): { faction: Faction; delta: number }[] {
  const entries = Array.isArray(rewards?.['reputationFactions']) ? (rewards['reputationFactions'] as unknown[]) : [];
  return entries.flatMap((entry) => {
    const [name, delta] = String(entry).split(':');
    const faction = factionOf(name);
    const amount = Number(delta);
    return faction && Number.isInteger(amount) ? [{ faction, delta: amount }] : [];
  });
}
