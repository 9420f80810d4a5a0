import { describe, expect, it } from 'vitest';
import type { Edition } from './edition';
import type { ScenarioEvent } from './events';
import { nextTurn } from './initiative';
import type { ModifierCard } from './modifier-cards';
import { CURSE_CARD, standardModifierDeck } from './modifier-cards';
import type { ScenarioCommandInput } from './commands';
import type { ScenarioState } from './state';
import { emptyPosition } from '../../map/position';
import { testFigure } from '../../map/position.fixture';
import { eventsOf, refusal, run, testScenario, withDrawnCards } from './scenario.fixture';
import { scenarioEngine } from './engine';
import { commandSchemas } from './commands';
import { lineIn } from '../../i18n/catalogs.fixture';

const byId = (id: string): ModifierCard => {
  const found = standardModifierDeck().find((card) => card.id === id);
  if (found === undefined) throw new Error(id);
  return found;
};
const stack = (...ids: string[]) => ({ drawPile: ids.map(byId), discardPile: [], needsShuffle: false });
const wren = { kind: 'character' as const, id: 'wren' };
const hound = (n: number) => ({ kind: 'monster' as const, id: `rust-hound#${n}` });

/** Wren (initiative 10) acts first; elite hound 1 and normal hound 2 at 25 (card hp-2: Move +0, Attack +0). */
function wrensTurn(edition: Edition, monsterDeck = stack('+0', '+0', '+0'), wrenDeck = stack('+0', '+0', '+0')): ScenarioState {
  let state = run(
    testScenario(edition),
    {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'elite', standeeNumber: 1 },
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 2, isSummoned: false },
      ],
    },
    { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 10, second: 60 } },
    { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 50, second: 70 } },
  );
  state = {
    ...state,
    abilityDecks: { ...state.abilityDecks, 'hound-pack': { drawPile: ['hp-2', 'hp-1'], discardPile: [] } },
    monsterModifierDeck: monsterDeck,
    characterModifierDecks: { ...state.characterModifierDecks, wren: wrenDeck },
  };
  return run(state, { type: 'DrawMonsterAbilityCards' }, { type: 'StartTurn' });
}

const resolved = (events: ScenarioEvent[]) => events.filter((e) => e.type === 'AttackResolved');

describe('attacks', () => {
  it('applies bonus, modifier, then shield, per target with one draw each', () => {
    const state = wrensTurn('gh1', undefined, stack('+1', '-1', '+0'));
    const events = eventsOf(state, {
      type: 'Attack',
      attacker: wren,
      attack: 3,
      targets: [{ target: hound(1), bonus: 1 }, { target: hound(2) }],
    });
    expect(events.filter((e) => e.type === 'AttackModifierCardsDrawn')).toHaveLength(2);
    // Elite: 3 + 1 bonus + 1 card - 1 shield = 4. Normal: 3 - 1 card, no shield = 2.
    expect(resolved(events).map((e) => (e.type === 'AttackResolved' ? e.damage : -1))).toEqual([4, 2]);
    const after = run(state, {
      type: 'Attack',
      attacker: wren,
      attack: 3,
      targets: [{ target: hound(1), bonus: 1 }, { target: hound(2) }],
    });
    expect(after.monsters['rust-hound#1']?.health).toBe(6);
    expect(after.monsters['rust-hound#2']?.health).toBe(4);
  });

  it('poison on the target adds 1; pierce lowers shield; null deals nothing but conditions still land', () => {
    let state = run(wrensTurn('gh1', undefined, stack('+0', 'null')), { type: 'AddCondition', figure: hound(1), condition: 'poison' });
    state = run(state, { type: 'Attack', attacker: wren, attack: 2, pierce: 1, targets: [{ target: hound(1) }] });
    expect(state.monsters['rust-hound#1']?.health).toBe(10 - 3);
    state = run(state, { type: 'Attack', attacker: wren, attack: 5, conditions: ['immobilize'], targets: [{ target: hound(2) }] });
    expect(state.monsters['rust-hound#2']).toMatchObject({ health: 6, conditions: [{ name: 'immobilize', isFresh: false }] });
  });

  it('a monster attacks with its card worked out against its stats, adding its attack conditions', () => {
    let state = wrensTurn('gh1');
    state = run(state, { type: 'EndTurn' }, { type: 'StartTurn' });
    expect(state.activeFigure).toEqual(hound(1));
    state = run(state, { type: 'Attack', attacker: hound(1), targets: [{ target: wren, shield: 1 }] });
    // Elite at level 2: attack 4 (+0 card), +0 modifier, shield 1: 3 damage, and wound from its stats.
    expect(state.characters.wren).toMatchObject({ health: 7, conditions: [{ name: 'wound', isFresh: false }] });
  });

  it("a typed value replaces a monster card's number only: the card's conditions still land", () => {
    let state = wrensTurn('gh1');
    state = run(state, { type: 'EndTurn' }, { type: 'StartTurn' });
    state = run(state, { type: 'Attack', attacker: hound(1), attack: 2, targets: [{ target: wren, shield: 1 }] });
    // Typed 2, +0 modifier, shield 1: 1 damage; the wound of its worked-out attack lands all the same.
    expect(state.characters.wren).toMatchObject({ health: 9, conditions: [{ name: 'wound', isFresh: false }] });
  });

  it("a summon attacks with the attack printed for it, drawing from its summoner's deck", () => {
    let state = run(testScenario('gh1'), {
      type: 'AddSummon',
      summonId: 'wren/wolf',
      ownerId: 'wren',
      name: 'Wolf',
      maxHealth: 4,
      move: 3,
      attack: 2,
    });
    expect(state.summons['wren/wolf']).toMatchObject({ move: 3, attack: 2, range: 0 });
    state = run(
      state,
      { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 2 }] },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 10, second: 60 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 50, second: 70 } },
    );
    state = { ...state, characterModifierDecks: { ...state.characterModifierDecks, wren: stack('+1', '+0') } };
    state = run(state, { type: 'DrawMonsterAbilityCards' }, { type: 'StartTurn' });
    expect(state.activeFigure).toEqual({ kind: 'summon', id: 'wren/wolf' });
    state = run(state, { type: 'Attack', attacker: { kind: 'summon', id: 'wren/wolf' }, targets: [{ target: hound(2) }] });
    // Attack 2 + the +1 on top of Wren's deck: 3 damage to a normal hound with no shield.
    expect(state.monsters['rust-hound#2']?.health).toBe(state.monsters['rust-hound#2']!.maxHealth - 3);
    expect(state.characterModifierDecks.wren?.drawPile.map((c) => c.id)).toEqual(['+0']);
  });

  it('a character may lose cards to negate the damage; the conditions still land', () => {
    let state = run(wrensTurn('gh1'), { type: 'EndTurn' }, { type: 'StartTurn' });
    state = run(state, { type: 'Attack', attacker: hound(1), targets: [{ target: wren, negateDamage: true }] });
    expect(state.characters.wren).toMatchObject({ health: 10, conditions: [{ name: 'wound', isFresh: false }] });
    expect(
      refusal(wrensTurn('gh1'), { type: 'Attack', attacker: wren, attack: 2, targets: [{ target: hound(1), negateDamage: true }] }),
    ).toBe('only-characters-negate');
  });

  it('added effects on drawn cards apply: condition, pierce, element, and a heal for the attacker', () => {
    const perk: ModifierCard = {
      id: 'perk',
      kind: 'plus',
      value: 0,
      isRolling: true,
      effects: ['muddle', 'pierce 1', 'ice', 'heal 2'],
      shufflesDeck: false,
      isRemovedWhenDrawn: false,
    };
    let state = wrensTurn('gh1', undefined, { drawPile: [perk, byId('+0')], discardPile: [], needsShuffle: false });
    state = run(state, { type: 'SufferDamage', figure: wren, amount: 3, source: 'trap' });
    state = run(state, { type: 'Attack', attacker: wren, attack: 2, targets: [{ target: hound(1) }] });
    // 2 + 0 + 0 against shield 1 pierced by 1: 2 damage.
    expect(state.monsters['rust-hound#1']).toMatchObject({ health: 8, conditions: [{ name: 'muddle', isFresh: false }] });
    expect(state.characters.wren?.health).toBe(9);
    expect(state.pendingInfusions).toEqual(['ice']);
  });

  it('a monster killed by an attack dies at once and takes no further effect', () => {
    const state = wrensTurn('gh1', undefined, stack('x2'));
    const events = eventsOf(state, { type: 'Attack', attacker: wren, attack: 3, conditions: ['stun'], targets: [{ target: hound(2) }] });
    expect(events.map((e) => e.type)).toEqual(['AttackModifierCardsDrawn', 'AttackResolved', 'DamageSuffered', 'MonsterDied']);
  });

  it('a dead monster drops a money token: 1st edition unless summoned or spawned, 2nd edition unless an ally', () => {
    const kill = (edition: Edition, placement: { isSummoned?: boolean; isSpawned?: boolean; isAlly?: boolean }) => {
      let state = wrensTurn(edition, undefined, stack('x2'));
      state = run(state, { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 5, ...placement }] });
      const died = eventsOf(state, { type: 'Attack', attacker: wren, attack: 9, targets: [{ target: hound(5) }] }).find(
        (e) => e.type === 'MonsterDied',
      );
      return died?.type === 'MonsterDied' ? died.droppedMoneyToken : undefined;
    };
    expect(kill('gh1', {})).toBe(true);
    expect(kill('gh1', { isSummoned: true })).toBe(false);
    expect(kill('gh1', { isSpawned: true })).toBe(false);
    expect(kill('gh2', { isAlly: true })).toBe(false);
    expect(kill('gh2', { isSummoned: true })).toBe(true);
    expect(kill('gh2', { isSpawned: true })).toBe(true);
    expect(kill('gh2', {})).toBe(true);
  });

  it('2nd edition: no money token once all 25 are on the map', () => {
    const state = wrensTurn('gh2', undefined, stack('x2'));
    const full = { ...state, moneyTokensPlaced: 25 };
    const died = eventsOf(full, { type: 'Attack', attacker: wren, attack: 9, targets: [{ target: hound(2) }] }).find(
      (e) => e.type === 'MonsterDied',
    );
    expect(died).toMatchObject({ droppedMoneyToken: false });
    expect(testScenario('gh2', { moneyTokensOnMap: 4 }).moneyTokensPlaced).toBe(4);
  });

  it('only a 2nd edition character chooses between its two cards with advantage', () => {
    const gh2 = wrensTurn('gh2', undefined, stack('+1', '-1'));
    const events = eventsOf(gh2, {
      type: 'Attack',
      attacker: wren,
      attack: 3,
      targets: [{ target: hound(2), hasAdvantage: true, choice: 'second' }],
    });
    expect(resolved(events)[0]).toMatchObject({ afterModifier: 2 });
    expect(
      refusal(wrensTurn('gh1'), {
        type: 'Attack',
        attacker: wren,
        attack: 3,
        targets: [{ target: hound(2), hasAdvantage: true, choice: 'second' }],
      }),
    ).toBe('no-card-choice');
    let monsterTurn = run(wrensTurn('gh2'), { type: 'EndTurn' }, { type: 'StartTurn' });
    expect(
      refusal(monsterTurn, { type: 'Attack', attacker: hound(1), targets: [{ target: wren, hasAdvantage: true, choice: 'first' }] }),
    ).toBe('no-card-choice');
    monsterTurn = run(monsterTurn, { type: 'Attack', attacker: hound(1), targets: [{ target: wren, hasAdvantage: true }] });
    expect(monsterTurn.monsterModifierDeck.discardPile).toHaveLength(2);
  });

  it("2nd edition: scenario allies draw from the allies' deck", () => {
    let state = run(wrensTurn('gh2'), {
      type: 'AddMonsters',
      monsters: [{ typeId: 'gravel-sentry', rank: 'normal', standeeNumber: 3, isAlly: true }],
    });
    state = { ...withDrawnCards(state, { 'gravel-sentry': 'se-1' }), activeFigure: { kind: 'monster', id: 'gravel-sentry#3' } };
    const events = eventsOf(state, {
      type: 'Attack',
      attacker: { kind: 'monster', id: 'gravel-sentry#3' },
      targets: [{ target: hound(2), isWithinRetaliateRange: false }],
    });
    expect(events[0]).toMatchObject({ type: 'AttackModifierCardsDrawn', deck: 'allies' });
    expect(testScenario('gh1').allyModifierDeck).toBeNull();
  });

  it("retaliate hits back a surviving target's attacker in range", () => {
    let state = run(wrensTurn('gh1'), { type: 'AddMonsters', monsters: [{ typeId: 'gravel-sentry', rank: 'normal', standeeNumber: 1 }] });
    // Card se-2 adds Retaliate +1, but only once the sentry has taken its turn: 1 for now.
    state = withDrawnCards(state, { 'gravel-sentry': 'se-2' });
    state = run(state, { type: 'Attack', attacker: wren, attack: 1, targets: [{ target: { kind: 'monster', id: 'gravel-sentry#1' } }] });
    expect(state.characters.wren?.health).toBe(9);
    state = run(state, {
      type: 'Attack',
      attacker: wren,
      attack: 1,
      targets: [{ target: { kind: 'monster', id: 'gravel-sentry#1' }, isWithinRetaliateRange: false }],
    });
    expect(state.characters.wren?.health).toBe(9);
    state = { ...state, actedThisRound: [...state.actedThisRound, 'monster:gravel-sentry#1'] };
    state = run(state, { type: 'Attack', attacker: wren, attack: 1, targets: [{ target: { kind: 'monster', id: 'gravel-sentry#1' } }] });
    expect(state.characters.wren?.health).toBe(7);
  });

  it("a character attacker may negate a target's retaliate by losing cards (1st ed. rulebook p. 28), a monster may not", () => {
    const state = withDrawnCards(
      run(wrensTurn('gh1'), { type: 'AddMonsters', monsters: [{ typeId: 'gravel-sentry', rank: 'normal', standeeNumber: 1 }] }),
      { 'gravel-sentry': 'se-2' },
    );
    const command = commandSchemas.Attack.parse({
      type: 'Attack',
      attacker: wren,
      attack: 1,
      targets: [{ target: { kind: 'monster', id: 'gravel-sentry#1' }, negateRetaliate: true }],
    });
    expect(run(state, command).characters.wren?.health).toBe(10);
    expect(lineIn(scenarioEngine.describe(state, command, eventsOf(state, command)))).toMatch(/Wren negates 1 by losing cards/);
    expect(refusal(state, { type: 'Attack', attacker: hound(1), targets: [{ target: wren, negateRetaliate: true }] })).toBe(
      'not-attackers-turn',
    );
    const houndsTurn = { ...state, activeFigure: hound(1) };
    expect(refusal(houndsTurn, { type: 'Attack', attacker: hound(1), targets: [{ target: wren, negateRetaliate: true }] })).toBe(
      'only-characters-negate',
    );
  });

  it('monsters ignore conditions they are immune to', () => {
    let state = run(wrensTurn('gh1'), { type: 'AddMonsters', monsters: [{ typeId: 'gravel-sentry', rank: 'elite', standeeNumber: 2 }] });
    state = run(state, {
      type: 'Attack',
      attacker: wren,
      attack: 1,
      conditions: ['poison', 'muddle'],
      targets: [{ target: { kind: 'monster', id: 'gravel-sentry#2' }, isWithinRetaliateRange: false }],
    });
    expect(state.monsters['gravel-sentry#2']?.conditions.map((c) => c.name)).toEqual(['muddle']);
  });

  it('refuses attacks out of turn, by a stunned or disarmed figure, or on an invisible enemy', () => {
    const state = wrensTurn('gh1');
    expect(refusal(state, { type: 'Attack', attacker: hound(1), targets: [{ target: wren }] })).toBe('not-attackers-turn');
    const stunned = run(state, { type: 'AddCondition', figure: wren, condition: 'stun' });
    expect(refusal(stunned, { type: 'Attack', attacker: wren, attack: 2, targets: [{ target: hound(1) }] })).toBe('attacker-stuned');
    const disarmed = run(state, { type: 'AddCondition', figure: wren, condition: 'disarm' });
    expect(refusal(disarmed, { type: 'Attack', attacker: wren, attack: 2, targets: [{ target: hound(1) }] })).toBe('attacker-disarmed');
    const hidden = run(state, { type: 'AddCondition', figure: hound(1), condition: 'invisible' });
    expect(refusal(hidden, { type: 'Attack', attacker: wren, attack: 2, targets: [{ target: hound(1) }] })).toBe('target-invisible');
    expect(refusal(state, { type: 'Attack', attacker: wren, targets: [{ target: hound(1) }] })).toBe('attack-value-missing');
  });

  it('muddle gives disadvantage and strengthen advantage', () => {
    const muddled = run(wrensTurn('gh1', undefined, stack('+1', '-1')), { type: 'AddCondition', figure: wren, condition: 'muddle' });
    const events = eventsOf(muddled, { type: 'Attack', attacker: wren, attack: 3, targets: [{ target: hound(2) }] });
    expect(resolved(events)[0]).toMatchObject({ afterModifier: 2 });
    const strong = run(wrensTurn('gh1', undefined, stack('-1', '+1')), { type: 'AddCondition', figure: wren, condition: 'strengthen' });
    expect(resolved(eventsOf(strong, { type: 'Attack', attacker: wren, attack: 3, targets: [{ target: hound(2) }] }))[0]).toMatchObject({
      afterModifier: 4,
    });
  });

  it('a ranged attack on a figure the board shows adjacent has disadvantage, for characters and monsters, in both editions', () => {
    for (const edition of ['gh1', 'gh2'] as const) {
      // Wren beside elite hound 1, two hexes from hound 2; a wall line between hound 2 and Tam.
      const board = {
        ...emptyPosition(),
        tiles: { '0,0': 'floor', '1,0': 'floor', '2,0': 'floor', '3,0': 'floor' } as const,
        thinWalls: ['2,0|3,0'],
        figures: [
          testFigure('wren', 'character', [0, 0]),
          testFigure('rust-hound#1', 'monster', [1, 0]),
          testFigure('rust-hound#2', 'monster', [2, 0]),
          testFigure('tam', 'character', [3, 0]),
        ],
      };
      const state = { ...wrensTurn(edition, undefined, stack('+1', '-1')), board };
      const afterModifier = (target: number, range?: number) =>
        resolved(
          eventsOf(state, {
            type: 'Attack',
            attacker: wren,
            attack: 3,
            ...(range === undefined ? {} : { range }),
            targets: [{ target: hound(target) }],
          }),
        )[0];
      // Disadvantage draws +1 and -1 and keeps the worse: 3 - 1.
      expect(afterModifier(1, 3)).toMatchObject({ afterModifier: 2 });
      expect(afterModifier(1)).toMatchObject({ afterModifier: 4 });
      expect(afterModifier(2, 3)).toMatchObject({ afterModifier: 4 });
      // A monster's ranged card: hound 2 attacks Tam across a wall line (not adjacent) and Wren's neighbour is melee.
      const ranged = { ...state, monsterModifierDeck: stack('+1', '-1'), activeFigure: hound(2) };
      expect(
        resolved(
          eventsOf(ranged, {
            type: 'Attack',
            attacker: hound(2),
            attack: 3,
            range: 2,
            targets: [{ target: { kind: 'character', id: 'tam' } }],
          }),
        )[0],
      ).toMatchObject({ afterModifier: 4 });
      const beside = { ...ranged, board: { ...board, thinWalls: [] } };
      expect(
        resolved(
          eventsOf(beside, {
            type: 'Attack',
            attacker: hound(2),
            attack: 3,
            range: 2,
            targets: [{ target: { kind: 'character', id: 'tam' } }],
          }),
        )[0],
      ).toMatchObject({ afterModifier: 2 });
    }
  });

  it('a monster card with a range is a ranged attack: disadvantage on an adjacent target without a range in the command', () => {
    let state = run(
      testScenario('gh1'),
      { type: 'AddMonsters', monsters: [{ typeId: 'gravel-sentry', rank: 'normal', standeeNumber: 1 }] },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 90, second: 91 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 92, second: 93 } },
    );
    state = {
      ...state,
      abilityDecks: { ...state.abilityDecks, sentry: { drawPile: ['se-1'], discardPile: [] } },
      monsterModifierDeck: stack('+1', '-1'),
    };
    state = run(state, { type: 'DrawMonsterAbilityCards' }, { type: 'StartTurn' });
    const board = {
      ...emptyPosition(),
      tiles: { '0,0': 'floor', '1,0': 'floor' } as const,
      figures: [testFigure('gravel-sentry#1', 'monster', [0, 0]), testFigure('wren', 'character', [1, 0])],
    };
    const attack: ScenarioCommandInput = {
      type: 'Attack',
      attacker: { kind: 'monster', id: 'gravel-sentry#1' },
      targets: [{ target: wren }],
    };
    // Sentry card se-1: attack +0, range +1 on a ranged normal sentry: disadvantage keeps the -1.
    const withBoard = resolved(eventsOf({ ...state, board }, attack))[0];
    const without = resolved(eventsOf(state, attack))[0];
    expect(
      withBoard?.type === 'AttackResolved' &&
        without?.type === 'AttackResolved' && [
          withBoard.afterModifier - withBoard.attackValue,
          without.afterModifier - without.attackValue,
        ],
    ).toEqual([-1, 1]);
  });

  it('a stunned figure heals nobody and infuses or consumes nothing on its turn', () => {
    const state = run(wrensTurn('gh1'), { type: 'AddCondition', figure: wren, condition: 'stun' });
    expect(refusal(state, { type: 'Heal', figure: wren, amount: 2 })).toBe('actor-stunned');
    expect(refusal(state, { type: 'InfuseElement', element: 'fire' })).toBe('actor-stunned');
    const fire = {
      ...state,
      elements: { ...state.elements, fire: 'strong' as const },
      elementsAtTurnStart: { ...state.elements, fire: 'strong' as const },
    };
    expect(refusal(fire, { type: 'ConsumeElement', element: 'fire' })).toBe('actor-stunned');
    // A scenario rule's immediate infusion is nobody's ability.
    expect(eventsOf(state, { type: 'InfuseElement', element: 'fire', isImmediate: true })).toHaveLength(1);
    expect(
      eventsOf(run(wrensTurn('gh1'), { type: 'SufferDamage', figure: wren, amount: 3, source: 'other' }), {
        type: 'Heal',
        figure: wren,
        amount: 2,
      }),
    ).not.toHaveLength(0);
  });

  it('2nd edition: ward halves the damage of an attack after shield', () => {
    const state = run(wrensTurn('gh2', undefined, stack('+0')), { type: 'AddCondition', figure: hound(1), condition: 'ward' });
    const after = run(state, { type: 'Attack', attacker: wren, attack: 6, targets: [{ target: hound(1) }] });
    // 6 - shield 1 = 5, halved = 2.
    expect(after.monsters['rust-hound#1']).toMatchObject({ health: 8, conditions: [] });
  });

  it('2nd edition: the result and the history say the damage suffered after ward (issue 30)', () => {
    const state = run(wrensTurn('gh2', undefined, stack('+0')), { type: 'AddCondition', figure: hound(1), condition: 'ward' });
    const attack = commandSchemas.Attack.parse({ type: 'Attack', attacker: wren, attack: 6, targets: [{ target: hound(1) }] });
    const events = eventsOf(state, attack);
    expect(events.find((e) => e.type === 'AttackResolved')).toMatchObject({ shield: 1, damage: 2, beforeWard: 5 });
    expect(lineIn(scenarioEngine.describe(state, attack, events))).toBe('Wren attacks: Rust Hound 1 takes 2 — Wren drew +0');
    const suffered = commandSchemas.SufferDamage.parse({ type: 'SufferDamage', figure: hound(1), amount: 5, source: 'trap' });
    expect(lineIn(scenarioEngine.describe(state, suffered, eventsOf(state, suffered)))).toBe('Rust Hound 1 suffers 2 damage');
  });

  it('a character loses cards instead of suffering damage, from an attack or any other source, and the history says so (p. 28)', () => {
    const state = run(wrensTurn('gh1'), { type: 'EndTurn' }, { type: 'StartTurn' });
    const attack = commandSchemas.Attack.parse({
      type: 'Attack',
      attacker: hound(1),
      attack: 3,
      targets: [{ target: wren, negateDamage: true }],
    });
    const events = eventsOf(state, attack);
    expect(run(state, attack).characters.wren?.health).toBe(state.characters.wren?.health);
    expect(events.find((e) => e.type === 'AttackResolved')).toMatchObject({ damage: 3, isNegated: true });
    expect(lineIn(scenarioEngine.describe(state, attack, events))).toContain('Wren negates 3 by losing cards');
    const trap = commandSchemas.SufferDamage.parse({ type: 'SufferDamage', figure: wren, amount: 4, source: 'trap', negateDamage: true });
    expect(run(state, trap).characters.wren?.health).toBe(state.characters.wren?.health);
    expect(lineIn(scenarioEngine.describe(state, trap, eventsOf(state, trap)))).toBe('Wren loses cards to negate 4 damage');
    expect(refusal(state, { ...trap, figure: hound(1) })).toBe('only-characters-negate');
  });

  it('a null or x2 drawn marks the deck; it is shuffled at the end of the round', () => {
    let state = run(wrensTurn('gh1', undefined, stack('null', '+0', '+1')), {
      type: 'Attack',
      attacker: wren,
      attack: 2,
      targets: [{ target: hound(2) }],
    });
    expect(state.characterModifierDecks.wren?.needsShuffle).toBe(true);
    state = run(state, { type: 'EndTurn' });
    while (nextTurn(state) !== undefined) state = run(state, { type: 'StartTurn' }, { type: 'EndTurn' });
    state = run(state, { type: 'EndRound' });
    expect(state.characterModifierDecks.wren).toMatchObject({ discardPile: [], needsShuffle: false });
    expect(state.characterModifierDecks.wren?.drawPile).toHaveLength(3);
  });

  it.each(['gh1', 'gh2'] as const)("%s: 10 curse cards for the characters' decks, 10 for the monsters'", (edition) => {
    let state = wrensTurn(edition);
    for (let i = 0; i < 6; i += 1) state = run(state, { type: 'ShuffleInModifierCard', deck: 'wren', card: 'curse' });
    for (let i = 0; i < 4; i += 1) state = run(state, { type: 'ShuffleInModifierCard', deck: 'tam', card: 'curse' });
    expect(refusal(state, { type: 'ShuffleInModifierCard', deck: 'tam', card: 'curse' })).toBe('bless-curse-limit');
    expect(eventsOf(state, { type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse' })).toHaveLength(1);
  });

  it('10 bless cards for all decks together', () => {
    let state = wrensTurn('gh2');
    for (let i = 0; i < 7; i += 1) state = run(state, { type: 'ShuffleInModifierCard', deck: 'wren', card: 'bless' });
    for (let i = 0; i < 3; i += 1) state = run(state, { type: 'ShuffleInModifierCard', deck: 'monsters', card: 'bless' });
    expect(refusal(state, { type: 'ShuffleInModifierCard', deck: 'allies', card: 'bless' })).toBe('bless-curse-limit');
  });

  it('a drawn curse deals no damage and leaves the deck instead of going to the discards', () => {
    let state = wrensTurn('gh1', undefined, { drawPile: [CURSE_CARD, byId('+1')], discardPile: [], needsShuffle: false });
    const events = eventsOf(state, { type: 'Attack', attacker: wren, attack: 4, targets: [{ target: hound(2) }] });
    expect(resolved(events)[0]).toMatchObject({ damage: 0, isNull: true });
    state = run(state, { type: 'Attack', attacker: wren, attack: 4, targets: [{ target: hound(2) }] });
    expect(state.characterModifierDecks.wren).toMatchObject({ discardPile: [], needsShuffle: false });
  });
});

describe('revealing a room and summoning', () => {
  it('a type revealed mid-round draws its card and acts; a summoned monster waits a round', () => {
    let state = wrensTurn('gh1');
    state = run(state, {
      type: 'RevealRoom',
      roomId: 'b',
      monsters: [
        { typeId: 'gravel-sentry', rank: 'normal', standeeNumber: 1 },
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 6, isSummoned: true },
      ],
    });
    expect(state.drawnAbilityCards['gravel-sentry']).toBeDefined();
    expect(state.revealedRooms).toEqual(['b']);
    const acting: string[] = [];
    state = run(state, { type: 'EndTurn' });
    while (nextTurn(state) !== undefined) {
      state = run(state, { type: 'StartTurn' });
      acting.push(state.activeFigure?.id ?? '');
      state = run(state, { type: 'EndTurn' });
    }
    expect(acting).toContain('gravel-sentry#1');
    expect(acting).not.toContain('rust-hound#6');
    expect(refusal(state, { type: 'RevealRoom', roomId: 'b', monsters: [] })).toBe('room-revealed');
  });

  it.each(['gh1', 'gh2'] as const)(
    '%s: monsters revealed after their type acted still act, right after the revealing figure',
    (edition) => {
      // Tam (50) reveals a room after the hounds (25) have acted.
      let state = run(wrensTurn(edition), { type: 'EndTurn' });
      for (let i = 0; i < 2; i += 1) state = run(state, { type: 'StartTurn' }, { type: 'EndTurn' });
      state = run(state, { type: 'StartTurn' });
      expect(state.activeFigure?.id).toBe('tam');
      state = run(
        state,
        { type: 'RevealRoom', roomId: 'c', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 3 }] },
        { type: 'EndTurn' },
        { type: 'StartTurn' },
      );
      expect(state.activeFigure?.id).toBe('rust-hound#3');
    },
  );

  it('the engine names a summon when the command leaves its id out, the same on every replay', () => {
    const summon = { type: 'AddSummon', ownerId: 'wren', name: 'Rat Swarm', maxHealth: 2 } as const;
    const state = run(testScenario('gh1'), summon, summon);
    expect(Object.keys(state.summons)).toEqual(['rat-swarm-1', 'rat-swarm-2']);
    expect(refusal(state, { ...summon, summonId: 'rat-swarm-1' })).toBe('summon-exists');
  });

  it('2nd edition: a set with only a summoned monster draws a card for its initiative; 1st edition does not', () => {
    const summon = (edition: Edition) =>
      Object.keys(
        run(wrensTurn(edition), { type: 'AddMonsters', monsters: [{ typeId: 'gravel-sentry', rank: 'normal', isSummoned: true }] })
          .drawnAbilityCards,
      ).length;
    expect(summon('gh2')).toBe(2);
    expect(summon('gh1')).toBe(1);
  });
});
