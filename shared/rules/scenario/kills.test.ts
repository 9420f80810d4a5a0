import { describe, expect, it } from 'vitest';
import type { ModifierCard } from './modifier-cards';
import { standardModifierDeck } from './modifier-cards';
import type { ScenarioEvent } from './events';
import type { ScenarioState } from './state';
import type { ScenarioCommandInput } from './commands';
import { CHARACTERS, eventsOf, run, testScenario } from './scenario.fixture';
import { cardsChosen, rustHounds } from './round.fixture';
import { killsInLog } from './kills';

const byId = (id: string): ModifierCard => standardModifierDeck().find((card) => card.id === id)!;
const stack = (...ids: string[]) => ({ drawPile: ids.map(byId), discardPile: [], needsShuffle: false });
const wren = { kind: 'character' as const, id: 'wren' };
const wolf = { kind: 'summon' as const, id: 'wren/wolf' };
const hound = (n: number) => ({ kind: 'monster' as const, id: `rust-hound#${n}` });

/** Wren's wolf (before Wren), Wren at 10, Tam at 50; hounds 1 and 2 at 25; every draw a x2. */
function withWolf(): ScenarioState {
  let state = run(
    testScenario('gh1'),
    { type: 'AddSummon', summonId: 'wren/wolf', ownerId: 'wren', name: 'Wolf', maxHealth: 4, move: 3, attack: 9 },
    rustHounds('normal', 'normal'),
    cardsChosen('wren', 10, 60),
    cardsChosen('tam', 50, 70),
  );
  state = { ...state, characterModifierDecks: { ...state.characterModifierDecks, wren: stack('x2', 'x2', 'x2') } };
  return run(state, { type: 'DrawMonsterAbilityCards' }, { type: 'StartTurn' });
}

const died = (events: ScenarioEvent[]) => events.find((e) => e.type === 'MonsterDied');

describe('who killed a monster', () => {
  it("a character's attack names the character as the killer", () => {
    const state = run(withWolf(), { type: 'EndTurn' }, { type: 'StartTurn' });
    expect(state.activeFigure).toEqual(wren);
    expect(died(eventsOf(state, { type: 'Attack', attacker: wren, attack: 9, targets: [{ target: hound(1) }] }))).toMatchObject({
      killedBy: 'wren',
    });
  });

  it("a summon's kill is credited to its owner (1st ed. rulebook p. 26)", () => {
    const state = withWolf();
    expect(state.activeFigure).toEqual(wolf);
    expect(died(eventsOf(state, { type: 'Attack', attacker: wolf, targets: [{ target: hound(2) }] }))).toMatchObject({ killedBy: 'wren' });
  });

  it('a death by a trap names no killer', () => {
    const events = eventsOf(withWolf(), { type: 'SufferDamage', figure: hound(1), amount: 99, source: 'trap' });
    expect(died(events)).toEqual({ type: 'MonsterDied', standeeId: 'rust-hound#1', droppedMoneyToken: true, rank: 'normal' });
  });

  it("the log's kills are counted by character and monster type, with the type's name", () => {
    let state = withWolf();
    const log: ScenarioEvent[] = [];
    const step = (command: Parameters<typeof eventsOf>[1]) => {
      log.push(...eventsOf(state, command));
      state = run(state, command);
    };
    step({ type: 'Attack', attacker: wolf, targets: [{ target: hound(2) }] });
    step({ type: 'EndTurn' });
    step({ type: 'StartTurn' });
    step({ type: 'Attack', attacker: wren, attack: 9, targets: [{ target: hound(1) }] });
    expect(killsInLog(state, log)).toEqual([
      { characterId: 'wren', monster: 'rust-hound', name: state.monsterTypes['rust-hound']!.name, count: 2, rank: 'normal' },
    ]);
  });
});

describe("a kill's rank and the item the killing attack took", () => {
  /** Wren brings an invented axe (no game content); a normal and an elite hound; every draw a x2. */
  function wrensTurn(isStarted = true): ScenarioState {
    const [first, second] = CHARACTERS;
    let state = run(
      testScenario('gh1', { characters: [{ ...first!, items: [{ name: 'Bone Axe', usage: 'spent' as const }] }, second!] }),
      {
        type: 'AddMonsters',
        monsters: [
          { typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 },
          { typeId: 'rust-hound', rank: 'elite', standeeNumber: 2 },
        ],
      },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 5, second: 60 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 70, second: 80 } },
    );
    state = { ...state, characterModifierDecks: { ...state.characterModifierDecks, wren: stack('x2', 'x2', 'x2', 'x2') } };
    state = run(state, { type: 'DrawMonsterAbilityCards' });
    return isStarted ? run(state, { type: 'StartTurn' }) : state;
  }

  it("the death event says the monster's rank", () => {
    const events = eventsOf(wrensTurn(), { type: 'Attack', attacker: wren, attack: 9, targets: [{ target: hound(2) }] });
    expect(died(events)).toMatchObject({ standeeId: 'rust-hound#2', rank: 'elite', killedBy: 'wren' });
  });

  it("an item used in the killer's turn counts for the first target of its next attack only", () => {
    let state = wrensTurn(false);
    const log: ScenarioEvent[] = [];
    const commands: ScenarioCommandInput[] = [
      { type: 'StartTurn' },
      { type: 'UseItem', characterId: 'wren', item: 'Bone Axe' },
      { type: 'Attack', attacker: wren, attack: 9, targets: [{ target: hound(1) }, { target: hound(2) }] },
    ];
    for (const command of commands) {
      log.push(...eventsOf(state, command));
      state = run(state, command);
    }
    const name = state.monsterTypes['rust-hound']!.name;
    expect(killsInLog(state, log)).toEqual([
      { characterId: 'wren', monster: 'rust-hound', name, count: 1, rank: 'normal', items: ['Bone Axe'] },
      { characterId: 'wren', monster: 'rust-hound', name, count: 1, rank: 'elite' },
    ]);
  });
});
