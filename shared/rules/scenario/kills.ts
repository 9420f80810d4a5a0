import type { ScenarioEvent } from './events';
import type { MonsterRank, ScenarioState } from './state';

/** How many monsters of one type and rank a character killed in a scenario (a personal quest counts them). */
export interface KillCount {
  characterId: string;
  /** The monster type's id in the content ("bandit-guard"). */
  monster: string;
  /** Its name, for the history's words. */
  name: string;
  count: number;
  /** Normal, elite or boss, from the death event; absent in logs written before it was kept. */
  rank?: MonsterRank;
  /** The items whose use the killing attack took (see `killsInLog`); absent when none. */
  items?: string[];
}

/**
 * The kills in a scenario's log, by character, monster type, rank and the items the killing attack
 * took, from the monster deaths that name their killer (damage.ts). A standee's id is
 * `<typeId>#<number>` (state.ts), so the type outlives the standee. A death that names no killer
 * (a trap, another monster) counts for no one.
 *
 * An item counts for a kill when its owner used it in its own turn (an `ItemUsed` event) and the
 * next attack it made killed the first target it resolved on: an item used "during your attack"
 * adds to that attack, and a bonus "to a single attack" goes to the first target, as Haven applies
 * it (decide-attack.ts). The log knows no more than that (1st ed. personal quest 520 counts kills
 * "with Skullbane Axe", whose text adds to a single melee attack: gh.json item 113).
 */
export function killsInLog(state: Pick<ScenarioState, 'monsterTypes'>, events: readonly ScenarioEvent[]): KillCount[] {
  const counts = new Map<string, KillCount>();
  /** Items used in the turn that runs, by the character whose turn it is, awaiting its next attack. */
  let turnOf: string | undefined;
  let waiting: string[] = [];
  /** The items the latest attack result took, with its attacker and target. */
  let lastAttack: { attacker: string; target: string; items: string[] } | undefined;
  for (const [index, event] of events.entries()) {
    if (event.type === 'TurnStarted' || event.type === 'TurnEnded') {
      turnOf = event.type === 'TurnStarted' && event.figure.kind === 'character' ? event.figure.id : undefined;
      waiting = [];
      lastAttack = undefined;
    } else if (event.type === 'ItemUsed' && event.characterId === turnOf) {
      if (!waiting.includes(event.item)) waiting = [...waiting, event.item];
    } else if (event.type === 'AttackResolved') {
      const attacker = event.attacker.kind === 'character' ? event.attacker.id : '';
      lastAttack = { attacker, target: event.target.id, items: attacker === turnOf ? waiting : [] };
      if (attacker === turnOf) waiting = [];
    }
    if (event.type !== 'MonsterDied' || event.killedBy === undefined) continue;
    const monster = event.standeeId.slice(0, Math.max(0, event.standeeId.lastIndexOf('#'))) || event.standeeId;
    // The attack killed it when its result and the damage come right before the death (damage.ts).
    const byAttack = events[index - 2]?.type === 'AttackResolved' && events[index - 1]?.type === 'DamageSuffered' ? lastAttack : undefined;
    const items = byAttack?.attacker === event.killedBy && byAttack.target === event.standeeId ? byAttack.items : [];
    const key = [event.killedBy, monster, event.rank ?? '', ...items].join('\u0000');
    const known = counts.get(key);
    if (known) known.count += 1;
    else
      counts.set(key, {
        characterId: event.killedBy,
        monster,
        name: state.monsterTypes[monster]?.name ?? monster,
        count: 1,
        ...(event.rank ? { rank: event.rank } : {}),
        ...(items.length > 0 ? { items: [...items] } : {}),
      });
  }
  return [...counts.values()];
}
