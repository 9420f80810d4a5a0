import type { CharacterClass, ModifierCard, ModifierStack } from '../model/character-class';

/** Haven's own demo classes, with invented hit points and perks. */
const modifier = (value: ModifierCard['value'], effects: string[] = [], isRolling = false): ModifierCard => ({ value, effects, isRolling });
const cards = (count: number, card: ModifierCard): ModifierStack => ({ card, count });

export const lanternwright: CharacterClass = {
  id: 'lanternwright',
  name: 'Lanternwright',
  health: [7, 8, 9, 10, 11, 12, 13, 14, 15],
  handSize: 10,
  isLocked: false,
  perks: [
    { checkboxes: 2, remove: [cards(2, modifier(-1))], add: [] },
    { checkboxes: 1, remove: [cards(1, modifier(-2))], add: [cards(1, modifier(0))] },
    { checkboxes: 2, remove: [], add: [cards(2, modifier(1, ['element light']))] },
    { checkboxes: 1, remove: [], add: [cards(3, modifier(0, ['muddle'], true))] },
    { checkboxes: 1, remove: [], add: [cards(1, modifier(2, ['heal 1']))] },
    { checkboxes: 1, remove: [], add: [], text: 'At the start of each scenario, one ally may move 1 hex.' },
  ],
};

export const reedwalker: CharacterClass = {
  id: 'reedwalker',
  name: 'Reedwalker',
  health: [9, 11, 12, 14, 15, 17, 18, 20, 21],
  handSize: 9,
  isLocked: true,
  perks: [
    { checkboxes: 1, remove: [cards(4, modifier(0))], add: [] },
    { checkboxes: 2, remove: [cards(1, modifier(-1))], add: [cards(1, modifier(1))] },
    { checkboxes: 2, remove: [], add: [cards(2, modifier(0, ['pull 1'], true))] },
    { checkboxes: 1, remove: [], add: [cards(1, modifier(1, ['immobilize']))] },
    { checkboxes: 1, remove: [cards(1, modifier('null'))], add: [cards(1, modifier(1, ['pierce 2']))] },
  ],
};

export const demoClasses: CharacterClass[] = [lanternwright, reedwalker];
