import type { ConditionToken } from './conditions';
import type { FigureRef, ScenarioState } from './state';

/** The parts every figure shares: hit points and conditions. */
export interface FigureView {
  name: string;
  health: number;
  maxHealth: number;
  conditions: ConditionToken[];
}

export function figureView(state: ScenarioState, figure: FigureRef): FigureView | undefined {
  switch (figure.kind) {
    case 'character': {
      const character = state.characters[figure.id];
      if (character === undefined || character.isExhausted) return undefined;
      return character;
    }
    case 'summon':
      return state.summons[figure.id];
    case 'monster': {
      const standee = state.monsters[figure.id];
      if (standee === undefined) return undefined;
      const name = state.monsterTypes[standee.typeId]?.name ?? standee.typeId;
      return { ...standee, name: `${name} ${standee.number}` };
    }
  }
}

export function describeFigure(figure: FigureRef): string {
  return figure.kind === 'monster' ? `monster ${figure.id}` : `${figure.kind} "${figure.id}"`;
}

export function isSameFigure(a: FigureRef | null, b: FigureRef): boolean {
  return a !== null && a.kind === b.kind && a.id === b.id;
}

/** Characters and their summons are one side, monsters the other (allies aside). */
export function sideOf(state: ScenarioState, figure: FigureRef): 'party' | 'monsters' {
  if (figure.kind === 'monster') return state.monsters[figure.id]?.isAlly === true ? 'party' : 'monsters';
  return 'party';
}

/**
 * The modifier deck an attacker draws from: monsters share one; a summon uses its owner's (1st ed.
 * rulebook "Summons"; 2nd ed. rulebook "Summon"); 2nd edition scenario allies use the ally deck.
 */
export function modifierDeckKeyOf(state: ScenarioState, attacker: FigureRef): string | undefined {
  if (attacker.kind === 'monster') return state.monsters[attacker.id]?.isAlly === true && state.allyModifierDeck !== null ? 'allies' : 'monsters';
  if (attacker.kind === 'character') return attacker.id;
  return state.summons[attacker.id]?.ownerId;
}
