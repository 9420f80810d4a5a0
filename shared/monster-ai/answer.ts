import type { Hex } from '../hex/types';
import type { Reason } from './reasons';

/** One equally valid outcome of a monster's turn (monster-turn-answer/1). */
export interface MonsterTurnOption {
  moveTo: Hex;
  path: Hex[];
  /** Sorted ids of the figures attacked; empty when no attack is possible this turn. */
  attacks: string[];
  focus: string[];
  headingFor: Hex[];
  /** The hexes the area attack covers, when there is one. */
  area?: Hex[];
}

export interface MonsterTurnAnswer {
  format: 'monster-turn-answer/1';
  options: MonsterTurnOption[];
  /** Why, in English (the answer format's words). */
  explanation: string[];
  /**
   * Haven's own addition: the same reasons as catalog keys and values, so each screen words them
   * in its language (shared/automaton/wording.ts, `reasonLine`). The command line leaves it out.
   */
  reasons?: Reason[];
}
