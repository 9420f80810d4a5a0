import type { AbilityAction } from '../model/ability-action';
import type { AbilityCard, AbilityDeck } from '../model/ability-deck';

/** Haven's own ability decks for the demo monsters: eight invented cards each. */
const move = (value: number): AbilityAction => ({ type: 'move', value, isRelative: true });
const attack = (value: number, ...subActions: AbilityAction[]): AbilityAction =>
  subActions.length > 0 ? { type: 'attack', value, isRelative: true, subActions } : { type: 'attack', value, isRelative: true };
const range = (value: number): AbilityAction => ({ type: 'range', value, isRelative: true });
const card = (id: number, initiative: number, actions: AbilityAction[], hasShuffle = false): AbilityCard => ({
  id,
  initiative,
  hasShuffle,
  actions,
});

export const thornlingDeck: AbilityDeck = {
  id: 'thornling',
  name: 'Thornling',
  cards: [
    card(9001, 22, [move(1), attack(0)]),
    card(9002, 31, [move(0), attack(1)]),
    card(9003, 48, [move(-1), attack(1, { type: 'condition', condition: 'poison' })]),
    card(
      9004,
      14,
      [
        { type: 'retaliate', value: 2, isRelative: false },
        { type: 'shield', value: 1, isRelative: false },
      ],
      true,
    ),
    card(9005, 56, [move(1), attack(-1, { type: 'target', value: 2 })]),
    card(9006, 63, [move(2), attack(-1), { type: 'element', element: 'earth', use: 'infuse' }]),
    card(9007, 40, [
      move(0),
      attack(0),
      { type: 'element', element: 'earth', use: 'consume', subActions: [{ type: 'attack', value: 2, isRelative: true }] },
    ]),
    card(
      9008,
      71,
      [move(1), attack(0), { type: 'heal', value: 1, isRelative: false, subActions: [{ type: 'affect', group: 'self' }] }],
      true,
    ),
  ],
};

export const bogShamblerDeck: AbilityDeck = {
  id: 'bog-shambler',
  name: 'Bog Shambler',
  cards: [
    card(9101, 68, [move(0), attack(0)]),
    card(9102, 77, [move(1), attack(-1, { type: 'push', value: 1 })]),
    card(9103, 59, [{ type: 'shield', value: 2, isRelative: false }, attack(1)], true),
    card(9104, 83, [move(-1), attack(2)]),
    card(9105, 64, [
      { type: 'condition', condition: 'immobilize', subActions: [{ type: 'affect', group: 'allAdjacentEnemies' }] },
      attack(0),
    ]),
    card(9106, 90, [move(0), attack(1), { type: 'element', element: 'ice', use: 'infuse' }]),
    card(9107, 72, [
      move(0),
      attack(0, {
        type: 'area',
        cells: [
          { x: 0, y: 0, role: 'active' },
          { x: 1, y: 0, role: 'target' },
          { x: 1, y: 1, role: 'target' },
        ],
      }),
    ]),
    card(
      9108,
      86,
      [
        { type: 'heal', value: 3, isRelative: false, subActions: [{ type: 'affect', group: 'self' }] },
        { type: 'special', text: 'Mud spreads: the hex this monster stands in becomes difficult terrain.' },
      ],
      true,
    ),
  ],
};

export const emberMothDeck: AbilityDeck = {
  id: 'ember-moth',
  name: 'Ember Moth',
  cards: [
    card(9201, 8, [move(1), attack(-1, range(0))]),
    card(9202, 12, [move(0), attack(0, range(1)), { type: 'element', element: 'fire', use: 'infuse' }]),
    card(9203, 19, [move(2), attack(-1, range(-1), { type: 'condition', condition: 'wound' })], true),
    card(9204, 27, [
      move(1),
      attack(0, range(0)),
      { type: 'element', element: 'fire', use: 'consume', subActions: [{ type: 'condition', condition: 'muddle' }] },
    ]),
    card(9205, 33, [attack(1, range(0), { type: 'target', value: 2 })]),
    card(9206, 15, [move(3), { type: 'loot', value: 1 }]),
    card(9207, 44, [move(0), attack(0, range(0), { type: 'pierce', value: 2 })], true),
    card(9208, 25, [move(1), attack(-1, range(0)), { type: 'sufferDamage', value: 1, who: 'self' }]),
  ],
};

export const millWardenDeck: AbilityDeck = {
  id: 'mill-warden',
  name: 'Mill Warden',
  cards: [
    card(9301, 11, [{ type: 'bossSpecial', special: 1 }]),
    card(9302, 19, [{ type: 'bossSpecial', special: 1 }], true),
    card(9303, 35, [{ type: 'bossSpecial', special: 2 }]),
    card(9304, 42, [{ type: 'bossSpecial', special: 2 }]),
    card(9305, 53, [move(0), attack(0)]),
    card(9306, 61, [move(1), attack(-1)], true),
    card(9307, 70, [move(-1), attack(1)]),
    card(9308, 88, [{ type: 'shield', value: 2, isRelative: false }, attack(0)]),
  ],
};

export const demoDecks: AbilityDeck[] = [thornlingDeck, bogShamblerDeck, emberMothDeck, millWardenDeck];
