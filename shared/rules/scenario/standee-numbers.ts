import type { ScenarioState, StandeeState } from './state';
import { figureKey } from './state';
import { own } from '../own';

/** The standee of a type with that number, if one is on the map. */
export function standeeOfNumber(state: ScenarioState, typeId: string, number: number): StandeeState | undefined {
  return Object.values(state.monsters).find((s) => s.typeId === typeId && s.number === number);
}

/** The standee's id for a number: `<typeId>#<number>` (see StandeeState). */
const idOf = (standee: StandeeState, number: number) => `${standee.typeId}#${number}`;

/**
 * The state with the standee renumbered: traded with the standee that had the number (each keeps
 * its id and number, the rest of the two swaps), or given a number no standee has (a new id, on
 * the board and in the round's turns as well).
 */
export function withStandeeRenumbered(state: ScenarioState, standeeId: string, number: number): ScenarioState {
  const standee = own(state.monsters, standeeId);
  if (standee === undefined) return state;
  const other = standeeOfNumber(state, standee.typeId, number);
  const key = (id: string) => figureKey({ kind: 'monster', id });
  if (other) {
    const monsters = {
      ...state.monsters,
      [standee.id]: { ...other, id: standee.id, number: standee.number },
      [other.id]: { ...standee, id: other.id, number: other.number },
    };
    // The figures trade hexes: the one on each hex now bears the other number.
    const board = state.board && {
      ...state.board,
      figures: state.board.figures.map((f) => {
        const swapped = f.id === standee.id ? other : f.id === other.id ? standee : undefined;
        const hex = swapped && state.board?.figures.find((g) => g.id === swapped.id)?.hex;
        return swapped && hex ? { ...f, hex, isElite: swapped.rank === 'elite' } : f;
      }),
    };
    const actedThisRound = state.actedThisRound.map((k) =>
      k === key(standee.id) ? key(other.id) : k === key(other.id) ? key(standee.id) : k,
    );
    return { ...state, monsters, ...(board ? { board } : {}), actedThisRound };
  }
  const id = idOf(standee, number);
  const monsters = Object.fromEntries(
    Object.entries(state.monsters).map(([k, s]) => (k === standee.id ? [id, { ...s, id, number }] : [k, s])),
  );
  const board = state.board && {
    ...state.board,
    figures: state.board.figures.map((f) => (f.id === standee.id ? { ...f, id, standee: number } : f)),
    active: state.board.active === standee.id ? id : state.board.active,
  };
  return {
    ...state,
    monsters,
    ...(board ? { board } : {}),
    actedThisRound: state.actedThisRound.map((k) => (k === key(standee.id) ? key(id) : k)),
  };
}
