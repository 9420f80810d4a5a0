import { describe, expect, it } from 'vitest';
import { rule } from './rule.fixture';
import { evolveAll } from '../evolve';
import { countInDeck } from '../modifier-deck';
import { describeCommand, parseScenarioCommand, type ScenarioCommandInput } from '../commands';
import { lineIn } from '../../../i18n/catalogs.fixture';
import { replay } from '../replay';
import { eventsOf, refusal, run, testScenario } from '../scenario.fixture';
import type { ScenarioState } from '../state';
import { openingEvents } from './apply';
import { openingRulesLine } from './history';
import type { RuleEffect, ScenarioRule } from './rule';

function opened(rules: ScenarioRule[]): ScenarioState {
  const state = testScenario('gh1', { rules });
  const opening = openingEvents(state);
  if ('violation' in opening) throw new Error(opening.violation.message);
  return evolveAll(state, opening.events);
}

/** Both characters rest, the round is played through and ended. */
function playRound(state: ScenarioState): ScenarioState {
  return run(playTurns(state), { type: 'EndRound' });
}

/** Both characters rest and every figure's turn of the round is played, up to its end. */
function playTurns(state: ScenarioState): ScenarioState {
  let next = run(
    state,
    { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
    { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
    { type: 'DrawMonsterAbilityCards' },
  );
  for (let turns = 0; turns < 20; turns += 1) {
    next = run(next, { type: 'StartTurn' });
    next = run(next, { type: 'EndTurn' });
    if (next.actedThisRound.length >= 2 + Object.keys(next.monsters).length) break;
  }
  return next;
}

const curses = (state: ScenarioState, id: string) => countInDeck(state.characterModifierDecks[id]!, 'curse');

describe("a scenario's special rules, applied by the engine", () => {
  it('at the opening every character shuffles the curses in, from the ten the box holds for characters', () => {
    const state = opened([
      rule(0, { at: 'roundStart', rounds: [{ kind: 'round', round: 1 }], effects: [{ kind: 'modifierCards', card: 'curse', count: 6 }] }),
    ]);
    // Wren takes six; Tam the four the box has left (1st ed. rulebook p. 23 "Curse").
    expect([curses(state, 'wren'), curses(state, 'tam')]).toEqual([6, 4]);
    // Applied once, at the opening: the next round's start adds none.
    expect([curses(playRound(state), 'wren'), curses(playRound(state), 'tam')]).toEqual([6, 4]);
  });

  it('at the opening every character gains the conditions, -1 cards go into every deck, elements are set', () => {
    const state = opened([
      rule(0, {
        at: 'roundStart',
        rounds: [{ kind: 'round', round: 1 }],
        effects: [
          { kind: 'conditions', conditions: ['muddle'] },
          { kind: 'modifierCards', card: 'minus1', count: 2 },
        ],
      }),
      rule(1, { at: 'roundStart', effects: [{ kind: 'elements', elements: [{ element: 'dark', strength: 'strong' }] }] }),
    ]);
    expect(state.characters['wren']?.conditions).toEqual([{ name: 'muddle', isFresh: false }]);
    const minusOnes = (s: ScenarioState, id: string) => s.characterModifierDecks[id]!.drawPile.filter((card) => card.id === '-1').length;
    const before = testScenario('gh1');
    expect(minusOnes(state, 'tam') - minusOnes(before, 'tam')).toBe(2);
    expect(state.elements.dark).toBe('strong');
    // Every round's start: dark is strong again after it waned.
    expect(playRound(state).elements.dark).toBe('strong');
    expect(playRound(testScenario('gh1')).elements.dark).toBe('inert');
  });

  it('spawns at the end of the rounds named, acting from the next round and dropping no money token', () => {
    const spawnAtOdd = rule(0, {
      rounds: [{ kind: 'cycle', every: 2, remainder: 1 }],
      effects: [
        { kind: 'spawn', monsters: [{ monster: 'rust-hound', name: 'Rust Hound', ranks: ['normal', 'elite', 'elite'], count: 2 }] },
      ],
    });
    const afterOne = playRound(opened([spawnAtOdd]));
    const spawned = Object.values(afterOne.monsters);
    // Two characters: the first column, two normal hounds.
    expect(spawned.map((s) => [s.rank, s.isSpawned, s.firstRound])).toEqual([
      ['normal', true, 2],
      ['normal', true, 2],
    ]);
    expect(Object.keys(playRound(afterOne).monsters)).toHaveLength(2);
  });

  it('a rule that ends the scenario at the end of a round counts as its goal', () => {
    const end = rule(0, { rounds: [{ kind: 'round', round: 2 }], effects: [{ kind: 'end', outcome: 'success' }] });
    const afterOne = playRound(opened([end]));
    expect(afterOne.phase).toBe('cardSelection');
    const afterTwo = playRound(afterOne);
    expect([afterTwo.phase, afterTwo.outcome]).toEqual(['ended', 'success']);
  });

  it("a room's rule applies once, as the room is revealed, and may stop another rule", () => {
    const spawnEveryRound = rule(0, {
      effects: [
        { kind: 'spawn', monsters: [{ monster: 'gravel-sentry', name: 'Gravel Sentry', ranks: ['normal', 'normal', 'normal'], count: 1 }] },
      ],
    });
    const onRoomThree = rule(1, {
      at: 'roomsRevealed',
      requiredRooms: [{ number: 3, tile: 'Z9z' }],
      effects: [
        { kind: 'spawn', monsters: [{ monster: 'rust-hound', name: 'Rust Hound', ranks: ['elite', 'elite', 'elite'], count: 1 }] },
        { kind: 'disableRules', rules: [0] },
      ],
    });
    const start = opened([spawnEveryRound, onRoomThree]);
    const other = run(start, { type: 'RevealRoom', roomId: '2', monsters: [] });
    expect(Object.keys(other.monsters)).toEqual([]);
    const revealed = run(other, { type: 'RevealRoom', roomId: '3', monsters: [] });
    expect(Object.values(revealed.monsters).map((s) => [s.typeId, s.rank])).toEqual([['rust-hound', 'elite']]);
    expect(revealed.rulesDone).toEqual([1, 0]);
    // The sentry's spawn is stopped: the round's end adds nothing.
    expect(Object.keys(playRound(revealed).monsters)).toHaveLength(1);
    // Without the room, the sentry spawns.
    expect(Object.values(playRound(start).monsters).map((s) => s.typeId)).toEqual(['gravel-sentry']);
  });

  it('opens a room at the start of the round named, with its monsters for the party, and applies the room’s rules', () => {
    const opensAtTwo = rule(0, {
      at: 'roundStart',
      rounds: [{ kind: 'round', round: 2 }],
      effects: [
        {
          kind: 'openRooms',
          rooms: [{ number: 2, tile: 'Z2b', placements: [{ monster: 'rust-hound', normal: [1, 1, 2], elite: [1, 0, 0] }] }],
        },
      ],
    });
    const onRoomTwo = rule(1, {
      at: 'roomsRevealed',
      requiredRooms: [{ number: 2, tile: 'Z2b' }],
      effects: [
        { kind: 'spawn', monsters: [{ monster: 'gravel-sentry', name: 'Gravel Sentry', ranks: ['normal', 'normal', 'normal'], count: 1 }] },
      ],
    });
    const start = opened([opensAtTwo, onRoomTwo]);
    expect(start.revealedRooms).not.toContain('2');
    const second = playRound(start);
    expect(second.revealedRooms).toContain('2');
    // Two characters: one elite and one normal hound, then the room's own rule spawns the sentry.
    const placed = Object.values(second.monsters).map((s) => `${s.typeId} ${s.rank}`);
    expect(placed.sort()).toEqual(['gravel-sentry normal', 'rust-hound elite', 'rust-hound normal']);
    // The history says it in that order: the room opened, then its own rule.
    expect(historyOf(playTurns(start), { type: 'EndRound' }).en).toBe(
      'Round 1 ended. Scenario rules: the room on tile Z2b opens, with its monsters; one normal Gravel Sentry spawns',
    );
    // Opened once: a later round opens nothing more, and a door into it is refused as already open.
    expect(Object.keys(playRound(second).monsters)).toHaveLength(3);
    expect(refusal(second, { type: 'RevealRoom', roomId: '2', monsters: [] })).toBe('room-revealed');
  });

  it('opens a room when the last monster of a type is killed, by whatever kills it, once; not while one stands', () => {
    const opensWhenHoundsDie = rule(0, {
      at: 'figureDied',
      isOnce: true,
      figures: [{ kind: 'allKilled', monster: 'rust-hound', name: 'Rust Hound' }],
      effects: [
        {
          kind: 'openRooms',
          rooms: [{ number: 2, tile: 'Z2b', placements: [{ monster: 'mire-king', normal: [1, 1, 1], elite: [0, 0, 0] }] }],
        },
      ],
    });
    const start = run(opened([opensWhenHoundsDie]), {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'normal' },
        { typeId: 'rust-hound', rank: 'elite' },
        { typeId: 'gravel-sentry', rank: 'normal' },
      ],
    });
    const kill = (state: ScenarioState, id: string) =>
      run(state, { type: 'SufferDamage', figure: { kind: 'monster', id }, amount: 99, source: 'trap' });
    const [first, second] = Object.values(start.monsters).filter((standee) => standee.typeId === 'rust-hound');
    const sentry = Object.values(start.monsters).find((standee) => standee.typeId === 'gravel-sentry');
    // Another type's death, and one hound of two: the room stays closed.
    const oneLeft = kill(kill(start, sentry!.id), first!.id);
    expect(oneLeft.revealedRooms).not.toContain('2');
    expect(oneLeft.rulesDone ?? []).toEqual([]);
    // The last hound killed: room 2 opens with the king the scenario sets up in it.
    const allDead = kill(oneLeft, second!.id);
    expect(allDead.revealedRooms).toContain('2');
    expect(Object.values(allDead.monsters).map((standee) => `${standee.typeId} ${standee.rank}`)).toEqual(['mire-king boss']);
    expect(allDead.rulesDone).toEqual([0]);
  });

  it("a monster's stats for the whole scenario: a shifted level and a factor on its hit points", () => {
    const state = testScenario('gh1', {
      scenarioLevel: 1,
      rules: [
        rule(0, { at: 'always', effects: [{ kind: 'monsterLevel', monster: 'rust-hound', name: 'Rust Hound', change: 2 }] }),
        rule(1, { at: 'always', effects: [{ kind: 'monsterHealth', monster: 'mire-king', name: 'Mire King', factor: 2 }] }),
      ],
    });
    const placed = run(state, {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'normal' },
        { typeId: 'mire-king', rank: 'boss' },
      ],
    });
    const health = Object.fromEntries(Object.values(placed.monsters).map((s) => [s.typeId, s.maxHealth]));
    // Monster level 1 + 2 = 3: the invented hound has 4 + 3; the king (6 + 1) x C (2) twice over.
    expect(health).toEqual({ 'rust-hound': 7, 'mire-king': 28 });
  });

  it('replaying the log gives the live state, rules applied included', () => {
    const spawn = rule(0, {
      effects: [
        { kind: 'spawn', monsters: [{ monster: 'rust-hound', name: 'Rust Hound', ranks: ['normal', 'normal', 'normal'], count: 1 }] },
      ],
    });
    const initial = opened([spawn]);
    const commands = [
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
      { type: 'DrawMonsterAbilityCards' },
      { type: 'StartTurn' },
      { type: 'EndTurn' },
      { type: 'StartTurn' },
      { type: 'EndTurn' },
      { type: 'EndRound' },
    ] as const;
    const live = run(initial, ...commands);
    const replayed = replay(initial, [...commands]);
    expect('state' in replayed && replayed.state).toEqual(live);
    expect(Object.keys(live.monsters)).toHaveLength(1);
  });
});

/** A command's history line as the engine describes it, in English and German (names as the data gives them). */
function historyOf(state: ScenarioState, input: ScenarioCommandInput): { en: string; de: string } {
  const parsed = parseScenarioCommand(input);
  if ('violation' in parsed) throw new Error(parsed.violation.message);
  const line = describeCommand(state, parsed.command, eventsOf(state, input));
  return { en: lineIn(line, 'en'), de: lineIn(line, 'de') };
}

describe('the history says when the engine applies a scenario rule (issue 29)', () => {
  const hounds: RuleEffect = {
    kind: 'spawn',
    monsters: [{ monster: 'rust-hound', name: 'Rust Hound', ranks: ['normal', 'normal', 'normal'], count: 2 }],
  };
  const opensZ2b: RuleEffect = {
    kind: 'openRooms',
    rooms: [{ number: 2, tile: 'Z2b', placements: [{ monster: 'mire-king', normal: [1, 1, 1], elite: [0, 0, 0] }] }],
  };

  it("a round's end: the spawn at its end, then the room the next round's start opens, in the players' words", () => {
    const state = playTurns(
      opened([
        rule(0, { rounds: [{ kind: 'round', round: 1 }], effects: [hounds] }),
        rule(1, { at: 'roundStart', rounds: [{ kind: 'round', round: 2 }], effects: [opensZ2b] }),
      ]),
    );
    const line = historyOf(state, { type: 'EndRound' });
    expect(line.en).toBe('Round 1 ended. Scenario rules: 2 normal Rust Hound spawn; the room on tile Z2b opens, with its monsters');
    expect(line.de).toBe(
      'Runde 1 beendet. Szenarioregeln: Rust Hound (2 normal) erscheinen; der Raum auf Kartenteil Z2b öffnet sich, mit seinen Monstern',
    );
  });

  it('the last monster of a type killed opens a room; a round whose rule spawns nothing for the party says nothing more', () => {
    const onlyForThree: RuleEffect = {
      kind: 'spawn',
      monsters: [{ monster: 'rust-hound', name: 'Rust Hound', ranks: [null, 'normal', 'normal'], count: 1 }],
    };
    const start = run(
      opened([
        rule(0, {
          at: 'figureDied',
          isOnce: true,
          figures: [{ kind: 'allKilled', monster: 'rust-hound', name: 'Rust Hound' }],
          effects: [opensZ2b],
        }),
        rule(1, { effects: [onlyForThree] }),
      ]),
      { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal' }] },
    );
    const [hound] = Object.keys(start.monsters);
    const killed = historyOf(start, { type: 'SufferDamage', figure: { kind: 'monster', id: hound! }, amount: 99, source: 'trap' });
    expect(killed.en).toMatch(/\. Scenario rule: the room on tile Z2b opens, with its monsters$/);
    expect(killed.de).toMatch(/\. Szenarioregel: der Raum auf Kartenteil Z2b öffnet sich, mit seinen Monstern$/);
    expect(historyOf(playTurns(start), { type: 'EndRound' }).en).toBe('Round 1 ended');
  });

  it("a rule's end of the scenario is said as the rule's; the party's own marking is not", () => {
    const state = playTurns(opened([rule(0, { rounds: [{ kind: 'round', round: 1 }], effects: [{ kind: 'end', outcome: 'lost' }] })]));
    expect(historyOf(state, { type: 'EndRound' }).en).toBe('Round 1 ended — scenario lost. Scenario rule: the scenario is lost');
    expect(historyOf(state, { type: 'MarkLossConditionMet' }).en).not.toContain('Scenario rule');
  });
});

describe('the setup’s history line: the rules Haven applied at the start', () => {
  it('says the rules of the start of round 1, in English and German, and not those of later rounds or of a round’s end', () => {
    const state = testScenario('gh1', {
      rules: [
        rule(0, { at: 'roundStart', rounds: [{ kind: 'round', round: 1 }], effects: [{ kind: 'modifierCards', card: 'curse', count: 2 }] }),
        rule(1, { at: 'roundStart', rounds: [{ kind: 'round', round: 2 }], effects: [{ kind: 'conditions', conditions: ['muddle'] }] }),
        rule(2, { at: 'roundStart', effects: [{ kind: 'elements', elements: [{ element: 'dark', strength: 'strong' }] }] }),
        rule(3, { at: 'roundEnd', rounds: [{ kind: 'round', round: 1 }], effects: [{ kind: 'conditions', conditions: ['wound'] }] }),
      ],
    });
    const line = openingRulesLine(state);
    if (line === undefined) throw new Error('no line for the opening rules');
    expect(lineIn(line, 'en')).toBe(
      'Scenario set up. Scenario rules applied at the start: every character shuffles 2 curse cards into their attack modifier deck; Dark is strong',
    );
    expect(lineIn(line, 'de')).toMatch(/^Szenario aufgebaut\. Zu Beginn angewendete Szenarioregeln: jeder Charakter mischt 2 Fluchkarten/);
    expect(lineIn(line, 'de')).not.toMatch(/muddle|wound|Verwirr|Wunde/i);
  });

  it('says nothing where no rule applies at the start', () => {
    const state = testScenario('gh1', {
      rules: [rule(0, { at: 'roundEnd', rounds: [{ kind: 'round', round: 1 }], effects: [{ kind: 'conditions', conditions: ['wound'] }] })],
    });
    expect(openingRulesLine(state)).toBeUndefined();
    expect(openingRulesLine(testScenario('gh1'))).toBeUndefined();
  });
});
