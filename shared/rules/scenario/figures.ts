import type { ConditionToken } from './conditions';
import type { FigureRef, ScenarioState } from './state';
import { own } from '../own';

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
      const character = own(state.characters, figure.id);
      // An exhausted character is gone, but under permanent death one exhausted by its cards stays (p. 50).
      if (character === undefined || (character.isExhausted && !character.staysOnMap)) return undefined;
      return character;
    }
    case 'summon':
      return own(state.summons, figure.id);
    case 'monster': {
      const standee = own(state.monsters, figure.id);
      if (standee === undefined) return undefined;
      const name = own(state.monsterTypes, standee.typeId)?.name ?? standee.typeId;
      return { ...standee, name: `${name} ${standee.number}` };
    }
  }
}

/**
 * A figure as players call it in a sentence: its name ("Ada", "Bandit Guard 3"), never its id
 * (issue 16: "It is still character "5c09049e-…"'s turn"). One no longer in the session is "that
 * character", "that summon" or "that monster". Starts with a capital, as a sentence may.
 */
export function describeFigure(state: ScenarioState, figure: FigureRef): string {
  if (figure.kind === 'character') {
    const character = own(state.characters, figure.id);
    if (character !== undefined) return character.name;
  } else if (figure.kind === 'summon') {
    const summon = own(state.summons, figure.id);
    if (summon !== undefined) return summon.name;
  } else {
    const standee = own(state.monsters, figure.id);
    if (standee !== undefined) return `${own(state.monsterTypes, standee.typeId)?.name ?? standee.typeId} ${standee.number}`;
  }
  return `That ${figure.kind}`;
}

export function isSameFigure(a: FigureRef | null, b: FigureRef): boolean {
  return a !== null && a.kind === b.kind && a.id === b.id;
}

/** Characters and their summons are one side, monsters the other (allies aside). */
export function sideOf(state: ScenarioState, figure: FigureRef): 'party' | 'monsters' {
  if (figure.kind === 'monster') return own(state.monsters, figure.id)?.isAlly === true ? 'party' : 'monsters';
  return 'party';
}

/**
 * The modifier deck an attacker draws from: monsters share one; a summon uses its owner's (1st ed.
 * rulebook "Summons"; 2nd ed. rulebook "Summon"); 2nd edition scenario allies use the ally deck.
 */
export function modifierDeckKeyOf(state: ScenarioState, attacker: FigureRef): string | undefined {
  if (attacker.kind === 'monster')
    return own(state.monsters, attacker.id)?.isAlly === true && state.allyModifierDeck !== null ? 'allies' : 'monsters';
  if (attacker.kind === 'character') return attacker.id;
  return own(state.summons, attacker.id)?.ownerId;
}
