import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScenarioCommandInput } from './commands';
import { ALL_CONDITIONS, conditionsOf } from './conditions';
import type { Edition } from './edition';
import { ELEMENTS } from './elements';
import type { ScenarioEvent } from './events';
import { evolveAll } from './evolve';
import { nextTurn } from './initiative';
import { replay, replayEvents } from './replay';
import type { FigureRef, ScenarioState } from './state';
import { decideInput, run, testScenario } from './scenario.fixture';

const TYPES = [
  { typeId: 'rust-hound', ranks: ['normal', 'elite'] },
  { typeId: 'gravel-sentry', ranks: ['normal', 'elite'] },
  { typeId: 'cinder-sentry', ranks: ['normal', 'elite'] },
  { typeId: 'mire-king', ranks: ['boss'] },
] as const;

function pick<T>(items: readonly T[], n: number): T {
  return items[Math.abs(n) % items.length] as T;
}

function figuresOf(state: ScenarioState): FigureRef[] {
  return [
    ...Object.values(state.characters)
      .filter((c) => !c.isExhausted)
      .map((c) => ({ kind: 'character' as const, id: c.id })),
    ...Object.keys(state.summons).map((id) => ({ kind: 'summon' as const, id })),
    ...Object.keys(state.monsters).map((id) => ({ kind: 'monster' as const, id })),
  ];
}

/** Six by five hexes, every [q, r] a placement below can name. */
const BOARD_HEXES = Array.from({ length: 30 }, (_, i) => [i % 6, Math.floor(i / 6)] as const);

/** Turns three random numbers into a command that fits the state more often than not. */
function commandFor(state: ScenarioState, [kind, a, b]: [number, number, number]): ScenarioCommandInput {
  const characters = Object.values(state.characters).filter((c) => !c.isExhausted);
  const figures = figuresOf(state);
  const anyFigure = figures.length > 0 ? pick(figures, a) : { kind: 'character' as const, id: 'wren' };
  // Half the time take the natural next step, so rounds move on.
  if (kind % 2 === 0) {
    if (state.phase === 'cardSelection') {
      const waiting = characters.find((c) => c.initiative === null);
      if (waiting !== undefined) {
        return a % 5 === 0
          ? { type: 'ChooseInitiative', characterId: waiting.id, choice: { kind: 'longRest' } }
          : { type: 'ChooseInitiative', characterId: waiting.id, choice: { kind: 'cards', leading: 1 + (a % 90), second: 1 + (b % 90) } };
      }
      return { type: 'DrawMonsterAbilityCards' };
    }
    if (state.activeFigure !== null) return { type: 'EndTurn', moneyTokensLooted: state.activeFigure.kind === 'character' ? b % 2 : 0 };
    return nextTurn(state) === undefined ? { type: 'EndRound' } : { type: 'StartTurn' };
  }
  switch (Math.floor(kind / 2) % 13) {
    case 0: {
      const type = pick(TYPES, a);
      return {
        type: 'AddMonsters',
        monsters: [{ typeId: type.typeId, rank: pick(type.ranks, b), isSummoned: b % 7 === 0, isAlly: b % 11 === 0 }],
      };
    }
    case 1: {
      const attacker = state.activeFigure ?? anyFigure;
      const target =
        pick(
          figures.filter((f) => f.kind !== attacker.kind || f.id !== attacker.id),
          b,
        ) ?? anyFigure;
      return {
        type: 'Attack',
        attacker,
        attack: attacker.kind === 'monster' && a % 2 === 0 ? undefined : a % 6,
        conditions: b % 3 === 0 ? [pick(conditionsOf(state.edition), a)] : [],
        targets: [{ target, hasAdvantage: a % 4 === 1, hasDisadvantage: b % 4 === 1, choice: a % 3 === 0 ? 'second' : undefined }],
      };
    }
    case 2:
      return { type: 'AddCondition', figure: anyFigure, condition: pick(ALL_CONDITIONS, b) };
    case 3:
      return { type: 'SufferDamage', figure: anyFigure, amount: b % 5, source: 'trap' };
    case 4:
      return { type: 'Heal', figure: anyFigure, amount: b % 4 };
    case 5:
      return { type: 'InfuseElement', element: pick(ELEMENTS, a), isImmediate: b % 5 === 0 };
    case 6:
      return { type: 'ConsumeElement', element: pick(ELEMENTS, a) };
    case 7:
      return { type: 'ShuffleInModifierCard', deck: pick(['monsters', 'wren', 'tam'], a), card: b % 2 === 0 ? 'bless' : 'curse' };
    case 8:
      return { type: 'GainExperience', characterId: pick(['wren', 'tam'], a), amount: b % 3 };
    case 9:
      return { type: 'AddSummon', summonId: `summon-${a % 4}`, ownerId: pick(['wren', 'tam'], b), name: 'Sprite', maxHealth: 1 + (b % 4) };
    case 10:
      return {
        type: 'RevealRoom',
        roomId: `room-${a % 3}`,
        monsters: [{ typeId: pick(TYPES, b).typeId === 'mire-king' ? 'rust-hound' : pick(TYPES, b).typeId, rank: 'normal' }],
      };
    case 11:
      // The party's board: a room, figures placed and moved (often on walls or taken hexes: refused).
      if (a % 3 === 0)
        return { type: 'EditBoard', edit: { type: 'paintTerrain', hexes: BOARD_HEXES, terrain: a % 5 === 0 ? 'wall' : 'floor' } };
      if (a % 3 === 1)
        return {
          type: 'EditBoard',
          edit: {
            type: 'placeFigure',
            figure: {
              id: anyFigure.id,
              kind: anyFigure.kind,
              hex: [b % 6, a % 5],
              name: '',
              isElite: false,
              isLongResting: false,
              isInvisible: false,
            },
          },
        };
      return { type: 'EditBoard', edit: { type: 'moveFigure', id: anyFigure.id, to: [b % 6, a % 5] } };
    default:
      return a % 9 === 0
        ? { type: 'MarkGoalMet' }
        : a % 13 === 0
          ? { type: 'ExhaustCharacter', characterId: pick(['wren', 'tam'], b) }
          : { type: 'StartTurn' };
  }
}

/** Freezes a value and everything in it, so any mutation by decide or evolve throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function playRandom(initial: ScenarioState, steps: [number, number, number][], isFrozen = false) {
  let state = initial;
  const accepted: ScenarioCommandInput[] = [];
  const events: ScenarioEvent[] = [];
  for (const step of steps) {
    const command = commandFor(state, step);
    if (isFrozen) deepFreeze(state);
    const decision = decideInput(state, command);
    if (isFrozen) expect(decideInput(state, command)).toEqual(decision);
    if ('violation' in decision) {
      expect(decision.violation.message.length).toBeGreaterThan(20);
      continue;
    }
    accepted.push(command);
    events.push(...decision.events);
    state = evolveAll(state, decision.events);
  }
  return { state, accepted, events };
}

const step = fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000));

describe.each(['gh1', 'gh2'] as const)('%s: replay', (edition: Edition) => {
  const initial = run(testScenario(edition), {
    type: 'AddMonsters',
    monsters: [
      { typeId: 'rust-hound', rank: 'elite' },
      { typeId: 'gravel-sentry', rank: 'normal' },
    ],
  });

  it('replaying the accepted commands gives the live state, and so do the events alone', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 150 }), (steps) => {
        const live = playRandom(initial, steps);
        const replayed = replay(initial, live.accepted);
        expect(replayed.refused).toEqual([]);
        expect(replayed.state).toEqual(live.state);
        expect(replayEvents(initial, live.events)).toEqual(live.state);
        // State and events are plain JSON.
        expect(JSON.parse(JSON.stringify(live.state))).toEqual(live.state);
        expect(JSON.parse(JSON.stringify(live.events))).toEqual(live.events);
      }),
      { numRuns: 60 },
    );
  });

  it('random play gets somewhere: rounds pass and attacks land', () => {
    const samples = fc.sample(fc.array(step, { minLength: 150, maxLength: 150 }), { numRuns: 20, seed: 7 });
    const results = samples.map((steps) => playRandom(initial, steps));
    const rounds = Math.max(...results.map((r) => r.state.round));
    const attacks = results.reduce((n, r) => n + r.events.filter((e) => e.type === 'AttackResolved').length, 0);
    expect(rounds).toBeGreaterThan(3);
    expect(attacks).toBeGreaterThan(10);
  });

  it('decide and evolve never change the state they are given, and decide is deterministic', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 100 }), (steps) => {
        playRandom(structuredClone(initial), steps, true);
      }),
      { numRuns: 25 },
    );
  });

  it('hit points stay within 0..max, standee numbers stay unique, and the board holds only the living', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 150 }), (steps) => {
        const { state } = playRandom(initial, steps);
        for (const figure of [...Object.values(state.characters), ...Object.values(state.monsters), ...Object.values(state.summons)]) {
          expect(figure.health).toBeGreaterThanOrEqual(0);
          expect(figure.health).toBeLessThanOrEqual(figure.maxHealth);
        }
        const ids = Object.values(state.monsters).map((m) => `${m.typeId}#${m.number}`);
        expect(new Set(ids).size).toBe(ids.length);
        expect(Object.keys(state.monsters)).toEqual(expect.arrayContaining(ids));
        expect(state.monsterModifierDeck.drawPile.length + state.monsterModifierDeck.discardPile.length).toBeGreaterThanOrEqual(18);
        // The board holds only figures still in the scenario (the dead and exhausted leave it).
        const living = new Set([
          ...Object.values(state.characters)
            .filter((c) => !c.isExhausted)
            .map((c) => c.id),
          ...Object.keys(state.summons),
          ...Object.keys(state.monsters),
        ]);
        for (const figure of state.board?.figures ?? []) expect(living.has(figure.id)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the same seed gives the same draws (golden)', () => {
  function script(edition: Edition, seed: string) {
    let state = testScenario(edition, { seed });
    state = run(
      state,
      {
        type: 'AddMonsters',
        monsters: [
          { typeId: 'rust-hound', rank: 'elite' },
          { typeId: 'rust-hound', rank: 'normal' },
          { typeId: 'gravel-sentry', rank: 'normal' },
        ],
      },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 5, second: 60 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 95, second: 70 } },
      { type: 'DrawMonsterAbilityCards' },
      { type: 'StartTurn' },
    );
    const target = Object.keys(state.monsters).sort()[0] ?? '';
    state = run(state, {
      type: 'Attack',
      attacker: { kind: 'character', id: 'wren' },
      attack: 2,
      targets: [{ target: { kind: 'monster', id: target }, hasAdvantage: true }],
    });
    return state;
  }

  it('pins standee numbers, monster cards and modifier draws for a seed', () => {
    const state = script('gh1', 'golden');
    expect(Object.keys(state.monsters).sort()).toMatchInlineSnapshot(`
      [
        "gravel-sentry#2",
        "rust-hound#4",
        "rust-hound#6",
      ]
    `);
    expect(state.drawnAbilityCards).toMatchInlineSnapshot(`
      {
        "gravel-sentry": {
          "cardId": "se-4",
          "deck": "sentry",
        },
        "rust-hound": {
          "cardId": "hp-3",
          "deck": "hound-pack",
        },
      }
    `);
    expect(state.characterModifierDecks.wren?.discardPile.map((c) => c.id)).toMatchInlineSnapshot(`
      [
        "+0",
        "-2",
      ]
    `);
    expect(script('gh1', 'golden')).toEqual(state);
    // The 2nd edition also shuffles the allies' deck at setup, so its later draws differ.
    expect(Object.keys(script('gh2', 'golden').monsters).sort()).toMatchInlineSnapshot(`
      [
        "gravel-sentry#2",
        "rust-hound#4",
        "rust-hound#5",
      ]
    `);
  });
});
