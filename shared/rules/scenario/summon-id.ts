import type { ScenarioState } from './state';
import { own } from '../own';

/**
 * An id for a new summon from its name ("mystic-ally-2"): one no summon on the map has, nor one
 * that took its turn this round (a figure's turn is remembered by its id until the round ends).
 * Made by the engine, so a replayed log gives every summon the same id.
 */
export function newSummonId(state: Pick<ScenarioState, 'summons' | 'actedThisRound'>, name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'summon';
  for (let n = 1; ; n++) {
    const id = `${base}-${n}`;
    if (own(state.summons, id) === undefined && !state.actedThisRound.includes(`summon:${id}`)) return id;
  }
}
