import type { ScenarioEvent } from './events';
import type { ScenarioState } from './state';

/** How many monsters of one type a character killed in a scenario (a personal quest counts them). */
export interface KillCount {
  characterId: string;
  /** The monster type's id in the content ("bandit-guard"). */
  monster: string;
  /** Its name, for the history's words. */
  name: string;
  count: number;
}

/**
 * The kills in a scenario's log, by character and monster type, from the monster deaths that name
 * their killer (damage.ts). A standee's id is `<typeId>#<number>` (state.ts), so the type outlives
 * the standee. A death that names no killer (a trap, another monster) counts for no one.
 */
export function killsInLog(state: Pick<ScenarioState, 'monsterTypes'>, events: readonly ScenarioEvent[]): KillCount[] {
  const counts = new Map<string, KillCount>();
  for (const event of events) {
    if (event.type !== 'MonsterDied' || event.killedBy === undefined) continue;
    const monster = event.standeeId.slice(0, Math.max(0, event.standeeId.lastIndexOf('#'))) || event.standeeId;
    const key = `${event.killedBy}\u0000${monster}`;
    const known = counts.get(key);
    if (known) known.count += 1;
    else counts.set(key, { characterId: event.killedBy, monster, name: state.monsterTypes[monster]?.name ?? monster, count: 1 });
  }
  return [...counts.values()];
}
