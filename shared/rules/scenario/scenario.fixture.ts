/**
 * Invented monsters, decks and characters for tests and benches. No real game content: names,
 * stats and cards are made up.
 */
import type { BoardEdit } from '../../map/edit';
import type { Edition } from './edition';
import type { AbilityDeckInput, CharacterInput, MonsterTypeInput, ScenarioSetupInput } from './input';
import { parseScenarioCommand, type ScenarioCommandInput } from './commands';
import { decide, type Decision } from './decide';
import { drawKeyOf } from './drawn-cards';
import type { ScenarioEvent } from './events';
import { evolveAll } from './evolve';
import { setUpScenario } from './setup';
import type { ScenarioState } from './state';

function levels(
  normal: (level: number) => MonsterTypeInput['levels'][number]['normal'],
  elite: (level: number) => MonsterTypeInput['levels'][number]['elite'],
): MonsterTypeInput['levels'] {
  return Array.from({ length: 8 }, (_, level) => ({ level, normal: normal(level), elite: elite(level) }));
}

export const RUST_HOUND: MonsterTypeInput = {
  id: 'rust-hound',
  name: 'Rust Hound',
  deck: 'hound-pack',
  standeeCount: 6,
  isBoss: false,
  levels: levels(
    (l) => ({ health: 4 + l, move: 3, attack: 2 + Math.floor(l / 2), range: 0, attributes: {} }),
    (l) => ({
      health: 6 + 2 * l,
      move: 4,
      attack: 3 + Math.floor(l / 2),
      range: 0,
      attributes: { shield: 1, conditionsOnAttack: ['wound'] },
    }),
  ),
};

export const GRAVEL_SENTRY: MonsterTypeInput = {
  id: 'gravel-sentry',
  name: 'Gravel Sentry',
  deck: 'sentry',
  standeeCount: 4,
  isBoss: false,
  levels: levels(
    (l) => ({ health: 5 + l, move: 2, attack: 2 + Math.floor(l / 2), range: 3, attributes: { retaliate: 1 } }),
    (l) => ({
      health: 8 + l,
      move: 2,
      attack: 3 + Math.floor(l / 2),
      range: 4,
      attributes: { shield: 2, retaliate: 2, pierce: 1, immunities: ['poison'] },
    }),
  ),
};

/** Shares the sentry deck with the Gravel Sentry. */
export const CINDER_SENTRY: MonsterTypeInput = {
  id: 'cinder-sentry',
  name: 'Cinder Sentry',
  deck: 'sentry',
  standeeCount: 4,
  isBoss: false,
  levels: levels(
    (l) => ({ health: 3 + l, move: 2, attack: 1 + l, range: 2, attributes: {} }),
    (l) => ({ health: 5 + l, move: 3, attack: 2 + l, range: 3, attributes: {} }),
  ),
};

export const MIRE_KING: MonsterTypeInput = {
  id: 'mire-king',
  name: 'Mire King',
  deck: 'crown',
  standeeCount: 1,
  isBoss: true,
  levels: Array.from({ length: 8 }, (_, level) => ({
    level,
    boss: { health: `${6 + level}xC`, move: 2, attack: 'L+3', range: 0, attributes: { immunities: ['stun', 'muddle'] } },
  })),
};

export const HOUND_PACK_DECK: AbilityDeckInput = {
  deck: 'hound-pack',
  cards: [
    {
      id: 'hp-1',
      initiative: 12,
      shuffle: false,
      actions: [
        { type: 'move', value: 1 },
        { type: 'attack', value: -1 },
      ],
    },
    {
      id: 'hp-2',
      initiative: 25,
      shuffle: false,
      actions: [
        { type: 'move', value: 0 },
        { type: 'attack', value: 0 },
      ],
    },
    {
      id: 'hp-3',
      initiative: 40,
      shuffle: true,
      actions: [{ type: 'attack', value: 1, subActions: [{ type: 'condition', condition: 'poison' }] }],
    },
    {
      id: 'hp-4',
      initiative: 58,
      shuffle: false,
      actions: [
        { type: 'move', value: -1 },
        { type: 'attack', value: 1 },
        { type: 'infuse', element: 'earth' },
      ],
    },
    {
      id: 'hp-5',
      initiative: 70,
      shuffle: true,
      actions: [
        { type: 'shield', value: 1 },
        { type: 'move', value: 1 },
      ],
    },
    {
      id: 'hp-6',
      initiative: 81,
      shuffle: false,
      actions: [
        { type: 'move', value: 2 },
        { type: 'attack', value: -1 },
      ],
    },
  ],
};

/** The hound pack's deck with a card (hp-self) that strengthens the hound itself and poisons its targets. */
export const SELF_STRENGTHEN_DECK: AbilityDeckInput = {
  ...HOUND_PACK_DECK,
  cards: [
    ...HOUND_PACK_DECK.cards,
    {
      id: 'hp-self',
      initiative: 30,
      shuffle: false,
      actions: [
        { type: 'move' as const, value: 0 },
        { type: 'attack' as const, value: 0, subActions: [{ type: 'condition' as const, condition: 'poison' as const }] },
        {
          type: 'condition' as const,
          condition: 'strengthen' as const,
          isSelf: true,
          subActions: [{ type: 'special' as const, text: 'Self' }],
        },
        {
          type: 'consume' as const,
          element: 'ice' as const,
          subActions: [{ type: 'condition' as const, condition: 'invisible' as const }],
        },
      ],
    },
  ],
};

export const SENTRY_DECK: AbilityDeckInput = {
  deck: 'sentry',
  cards: [
    { id: 'se-1', initiative: 15, shuffle: false, actions: [{ type: 'attack', value: 0, subActions: [{ type: 'range', value: 1 }] }] },
    {
      id: 'se-2',
      initiative: 33,
      shuffle: true,
      actions: [
        { type: 'retaliate', value: 1 },
        { type: 'heal', value: 2, subActions: [{ type: 'range', value: 2 }] },
      ],
    },
    {
      id: 'se-3',
      initiative: 47,
      shuffle: false,
      actions: [
        { type: 'move', value: 1 },
        { type: 'attack', value: 1 },
      ],
    },
    { id: 'se-4', initiative: 66, shuffle: false, actions: [{ type: 'attack', value: 2, subActions: [{ type: 'range', value: -1 }] }] },
  ],
};

export const CROWN_DECK: AbilityDeckInput = {
  deck: 'crown',
  cards: [
    { id: 'cr-1', initiative: 20, shuffle: false, actions: [{ type: 'special', text: 'Summon two Rust Hounds' }] },
    {
      id: 'cr-2',
      initiative: 52,
      shuffle: true,
      actions: [
        { type: 'move', value: 0 },
        { type: 'attack', value: 0 },
      ],
    },
    { id: 'cr-3', initiative: 77, shuffle: false, actions: [{ type: 'attack', value: 2 }] },
  ],
};

export const CHARACTERS: CharacterInput[] = [
  { id: 'wren', name: 'Wren', level: 3, maxHealth: 10, perks: [{ remove: ['-1', '-1'], add: [] }], itemMinusOnes: 0, blesses: 0 },
  {
    id: 'tam',
    name: 'Tam',
    level: 2,
    maxHealth: 8,
    perks: [
      {
        remove: [],
        add: [
          { id: '+1 poison', kind: 'plus', value: 1, isRolling: true, effects: ['poison'], shufflesDeck: false, isRemovedWhenDrawn: false },
        ],
      },
    ],
    itemMinusOnes: 1,
    blesses: 0,
  },
];

export function setupInput(edition: Edition, overrides: Partial<ScenarioSetupInput> = {}): ScenarioSetupInput {
  return {
    edition,
    scenarioId: 'test-scenario',
    seed: 'test-seed',
    characters: CHARACTERS,
    monsterTypes: [RUST_HOUND, GRAVEL_SENTRY, CINDER_SENTRY, MIRE_KING],
    abilityDecks: [HOUND_PACK_DECK, SENTRY_DECK, CROWN_DECK],
    ...overrides,
  };
}

export function testScenario(edition: Edition, overrides: Partial<ScenarioSetupInput> = {}): ScenarioState {
  const result = setUpScenario(setupInput(edition, overrides));
  if ('violation' in result) throw new Error(result.violation.message);
  return result.state;
}

/** Decides raw input as the host does: parsed first (a malformed command is refused), then decided. */
export function decideInput(state: ScenarioState, input: ScenarioCommandInput): Decision {
  const parsed = parseScenarioCommand(input);
  return 'violation' in parsed ? parsed : decide(state, parsed.command);
}

/** Applies commands in order; throws with the rule's message if one is refused. */
export function run(state: ScenarioState, ...commands: ScenarioCommandInput[]): ScenarioState {
  let current = state;
  for (const command of commands) {
    const decision = decideInput(current, command);
    if ('violation' in decision) throw new Error(`${command.type}: ${decision.violation.message}`);
    current = evolveAll(current, decision.events);
  }
  return current;
}

/** The events of one command; throws if it is refused. */
export function eventsOf(state: ScenarioState, command: ScenarioCommandInput): ScenarioEvent[] {
  const decision = decideInput(state, command);
  if ('violation' in decision) throw new Error(`${command.type}: ${decision.violation.message}`);
  return decision.events;
}

/** The rule code a command is refused with; throws if it is accepted. */
export function refusal(state: ScenarioState, command: ScenarioCommandInput): string {
  const decision = decideInput(state, command);
  if (!('violation' in decision)) throw new Error(`${command.type} was accepted`);
  return decision.violation.code;
}

/** Fixes this round's revealed cards by monster type id (for tests that need a known card). */
export function withDrawnCards(state: ScenarioState, byType: Record<string, string>): ScenarioState {
  const drawnAbilityCards = { ...state.drawnAbilityCards };
  for (const [typeId, cardId] of Object.entries(byType)) {
    const key = drawKeyOf(state, typeId);
    const deck = state.monsterTypes[typeId]?.deck;
    if (key === undefined || deck === undefined) throw new Error(`unknown type ${typeId}`);
    drawnAbilityCards[key] = { deck, cardId };
  }
  return { ...state, drawnAbilityCards };
}

/** A board edit as a command: the drawn map changed through the engine. */
export const editBoard = (edit: BoardEdit) => ({ type: 'EditBoard' as const, edit });

/** A figure to place on the board with `placeFigure`, named by its id, standing plainly. */
export const placedFigure = (id: string, kind: 'character' | 'monster', hex: [number, number]) => ({
  id,
  kind,
  hex,
  name: id,
  isElite: false,
  isLongResting: false,
  isInvisible: false,
});
