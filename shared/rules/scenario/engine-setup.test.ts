import { describe, expect, it } from 'vitest';
import { setUpScenario } from './setup';
import { CROWN_DECK, decideInput, eventsOf, refusal, run, setupInput, testScenario } from './scenario.fixture';

describe('setting up a scenario', () => {
  it.each(['gh1', 'gh2'] as const)('%s: recommended level, full hit points, shuffled decks, inert elements', (edition) => {
    const state = testScenario(edition);
    // Levels 3 and 2: average 2.5, half 1.25, rounded up 2.
    expect(state.level.scenarioLevel).toBe(2);
    expect(state.characters.wren).toMatchObject({ health: 10, experience: 0, moneyTokens: 0, isExhausted: false });
    expect(state.monsterModifierDeck.drawPile).toHaveLength(20);
    expect(state.characterModifierDecks.wren?.drawPile).toHaveLength(18);
    expect(state.characterModifierDecks.tam?.drawPile).toHaveLength(22);
    expect(Object.values(state.elements).every((s) => s === 'inert')).toBe(true);
    expect(state.abilityDecks['hound-pack']?.drawPile.slice().sort()).toEqual(['hp-1', 'hp-2', 'hp-3', 'hp-4', 'hp-5', 'hp-6']);
  });

  it('puts a preceding event\'s damage, conditions, blesses and curses into the setup (guide "Scenario setup" step 9)', () => {
    const state = testScenario('gh2', {
      characters: [
        { id: 'x', name: 'X', level: 1, maxHealth: 8, startDamage: 3, startConditions: ['wound', 'ward'], blesses: 1, curses: 2 },
        { id: 'y', name: 'Y', level: 1, maxHealth: 6, startDamage: 9 },
      ],
    });
    expect(state.characters.x).toMatchObject({
      health: 5,
      conditions: [
        { name: 'wound', isFresh: false },
        { name: 'ward', isFresh: false },
      ],
    });
    const pile = state.characterModifierDecks.x?.drawPile ?? [];
    expect(pile.filter((card) => card.id === 'bless')).toHaveLength(1);
    expect(pile.filter((card) => card.id === 'curse')).toHaveLength(2);
    expect(pile).toHaveLength(20 + 3);
    expect(state.characters.y?.health).toBe(1);
    const gh1 = setUpScenario(
      setupInput('gh1', { characters: [{ id: 'x', name: 'X', level: 1, maxHealth: 8, startConditions: ['ward'] }] }),
    );
    expect(gh1).toHaveProperty('violation.code', 'foreign-condition');
  });

  it('the same seed gives the same state; another seed another deck order', () => {
    expect(testScenario('gh1')).toEqual(testScenario('gh1'));
    expect(testScenario('gh1', { seed: 'other' }).monsterModifierDeck).not.toEqual(testScenario('gh1').monsterModifierDeck);
  });

  it('difficulty and a chosen level set the level', () => {
    expect(testScenario('gh1', { difficulty: 'veryHard' }).level.scenarioLevel).toBe(4);
    expect(testScenario('gh2', { scenarioLevel: 6 }).level).toMatchObject({
      scenarioLevel: 6,
      goldPerMoneyToken: 5,
      trapDamage: 8,
      bonusExperience: 16,
    });
  });

  it('refuses content that cannot be played, saying what to fix', () => {
    const noDeck = setUpScenario(setupInput('gh1', { abilityDecks: [CROWN_DECK] }));
    expect(noDeck).toHaveProperty('violation.code', 'missing-ability-deck');
    const badPerk = setUpScenario(
      setupInput('gh1', { characters: [{ id: 'x', name: 'X', level: 1, maxHealth: 6, perks: [{ remove: ['+9'], add: [] }] }] }),
    );
    expect(badPerk).toHaveProperty('violation.code', 'perk-removes-missing-card');
    const invalid = setUpScenario({ ...setupInput('gh1'), characters: [] });
    expect(invalid).toHaveProperty('violation.code', 'invalid-setup');
  });
});

describe('adding monsters', () => {
  it('draws free standee numbers at random and keeps chosen ones', () => {
    let state = testScenario('gh1');
    state = run(state, {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'elite', standeeNumber: 3 },
        ...Array.from({ length: 5 }, () => ({ typeId: 'rust-hound', rank: 'normal' as const })),
      ],
    });
    const numbers = Object.values(state.monsters)
      .map((m) => m.number)
      .sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    expect(state.monsters['rust-hound#3']).toMatchObject({ rank: 'elite', health: 10, maxHealth: 10 });
    const [added] = eventsOf(state, { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal' }] });
    expect(added).toMatchObject({ type: 'MonstersAdded', standees: [], notPlaced: [{ typeId: 'rust-hound', rank: 'normal' }] });
  });

  it('when standees run out, elites are placed before normals', () => {
    let state = run(testScenario('gh2'), {
      type: 'AddMonsters',
      monsters: [1, 2, 3, 4].map((n) => ({ typeId: 'rust-hound', rank: 'normal' as const, standeeNumber: n })),
    });
    state = run(state, {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'normal' },
        { typeId: 'rust-hound', rank: 'normal' },
        { typeId: 'rust-hound', rank: 'elite' },
      ],
    });
    expect(Object.values(state.monsters).filter((m) => m.rank === 'elite')).toHaveLength(1);
    expect(Object.values(state.monsters)).toHaveLength(6);
  });

  it('refuses a standee already on the map, an unknown number or type, and a wrong rank', () => {
    const state = run(testScenario('gh1'), { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 2 }] });
    expect(refusal(state, { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'elite', standeeNumber: 2 }] })).toBe(
      'standee-taken',
    );
    expect(refusal(state, { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'elite', standeeNumber: 7 }] })).toBe(
      'no-such-standee',
    );
    expect(refusal(state, { type: 'AddMonsters', monsters: [{ typeId: 'nobody', rank: 'elite' }] })).toBe('unknown-monster-type');
    expect(refusal(state, { type: 'AddMonsters', monsters: [{ typeId: 'mire-king', rank: 'elite' }] })).toBe('wrong-rank');
    expect(refusal(state, { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'boss' }] })).toBe('wrong-rank');
  });

  it('reports the generator state after a random pick so replay draws the same standee', () => {
    const state = testScenario('gh2');
    const events = eventsOf(state, { type: 'AddMonsters', monsters: [{ typeId: 'gravel-sentry', rank: 'normal' }] });
    expect(events[0]).toMatchObject({ type: 'MonstersAdded' });
    expect(eventsOf(state, { type: 'AddMonsters', monsters: [{ typeId: 'gravel-sentry', rank: 'normal' }] })).toEqual(events);
  });

  it('refuses malformed commands with a sentence', () => {
    const decision = decideInput(testScenario('gh1'), { type: 'AddMonsters', monsters: [] } as never);
    expect(decision).toHaveProperty('violation.code', 'invalid-command');
  });
});
