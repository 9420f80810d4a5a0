import { ALL_CONDITIONS } from '../rules/scenario/conditions';
import { wordList, type Words } from '../rules/words';
import type { AbilityAction } from './model/ability-action';

/**
 * An ability action the scenario engine keeps as text, as keyed words (issue 18): the screen words
 * it in the reader's language, where `actionText` gives the English line stored beside it. Undefined
 * for a pack's own text ("special"), which is shown as the pack wrote it.
 */
const words = (key: string, values?: Words['values']): Words => (values ? { key, values } : { key });
const signed = (value: number) => (value >= 0 ? `+${value}` : `${value}`);
const withValue = (type: string, value: number | string): Words =>
  words('play.actions.withValue', { word: words(`play.actions.${type}`), value });
const ENGINE_CONDITIONS = new Set<string>(ALL_CONDITIONS);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function actionWords(action: AbilityAction): Words | undefined {
  switch (action.type) {
    case 'move':
    case 'attack':
    case 'range':
    case 'heal':
    case 'shield':
    case 'retaliate':
      return withValue(action.type, action.isRelative ? signed(action.value) : action.value);
    case 'target':
    case 'pierce':
    case 'push':
    case 'pull':
    case 'loot':
      return withValue(action.type, action.value);
    case 'area':
      return words('cards.area', { count: action.cells.filter((cell) => cell.role === 'target').length });
    case 'condition':
      // A condition the game's engine does not know (a pack's own) keeps the pack's word.
      return ENGINE_CONDITIONS.has(action.condition) ? words(`play.conditions.${action.condition}`) : undefined;
    case 'element':
      return words(`cards.${action.use}`, { element: words(`cards.elements.${action.element}`) });
    case 'affect': {
      const group = words(`cards.groups.${action.group}`);
      return action.range === undefined ? group : words('cards.withinRange', { group, range: action.range });
    }
    case 'summon':
      // The monster's name comes worded already (the table's name for it).
      return words('cards.summon', { rank: action.rank, monster: action.monster });
    case 'sufferDamage': {
      const affect = action.who === 'others' ? action.subActions?.find((sub) => sub.type === 'affect') : undefined;
      if (affect?.type === 'affect')
        return words('cards.groupSuffers', { group: words(`cards.groups.${affect.group}`), value: action.value });
      return words(action.who === 'self' ? 'cards.suffer' : 'cards.othersSuffer', { value: action.value });
    }
    case 'jump':
    case 'flying':
      return words(`play.actions.${action.type}`);
    case 'advantage':
    case 'attackersGainDisadvantage':
    case 'onDeath':
    case 'doesNotAct':
      return words(`cards.${action.type}`);
    case 'bossSpecial':
      return words('cards.bossSpecial', { number: action.special });
    case 'special':
      return undefined;
  }
}

/** What a pack says itself where Haven has no words for an action: its text, or its own condition's name. */
export function packText(action: AbilityAction): string {
  if (action.type === 'special') return action.text;
  return action.type === 'condition' ? capital(action.condition) : action.type;
}

/**
 * An action and its sub-actions as one line, "Heal 3 (Self)": keyed words, or the pack's own text
 * where the action is the pack's and has nothing beneath it.
 */
export function actionLineWords(action: AbilityAction): Words | string {
  const line = actionWords(action) ?? packText(action);
  const subs = (action.subActions ?? []).map(actionLineWords);
  return subs.length === 0 ? line : words('cards.withSubs', { line, subs: wordList(subs) });
}

/** A stat card's "Immune to push and pull" (the engine keeps conditions apart; these two it does not model). */
export function immuneToWords(forced: readonly ('push' | 'pull')[]): Words {
  return words('cards.immuneTo', {
    effects: wordList(
      forced.map((name) => words(`cards.forced.${name}`)),
      'and',
    ),
  });
}

/** A boss stat card's "Special 1: Summon normal thornling; Heal 2 (Self)". */
export function bossSpecialWords(number: 1 | 2, actions: readonly AbilityAction[]): Words {
  return words('cards.bossSpecialLine', { number, actions: wordList(actions.map(actionLineWords), 'semicolon') });
}
