import { describe, expect, it } from 'vitest';
import type { Edition } from './edition';
import type { ScenarioState } from './state';
import { CHARACTERS, refusal, run, testScenario } from './scenario.fixture';

const ITEMS = [
  { name: 'Goggles', usage: 'spent' as const },
  { name: 'Potion', usage: 'consumed' as const },
  { name: 'Boots', usage: 'persistent' as const },
];

/** Wren brings three items and long rests this round; Tam plays cards. */
function withItems(edition: Edition): ScenarioState {
  const [wren, tam] = CHARACTERS;
  return run(testScenario(edition, { characters: [{ ...wren!, items: ITEMS }, tam!] }), {
    type: 'AddMonsters',
    monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }],
  });
}

const statuses = (state: ScenarioState) => Object.fromEntries((state.characters.wren?.items ?? []).map((i) => [i.name, i.status]));

describe('items at the table (1st ed. rulebook p. 8 "Item Cards"; 2nd ed. rulebook p. 34)', () => {
  it('start ready; a used item is spent or consumed by its icon, one without an icon has no limit', () => {
    const state = withItems('gh1');
    expect(statuses(state)).toEqual({ Goggles: 'ready', Potion: 'ready', Boots: 'ready' });
    const used = run(
      state,
      { type: 'UseItem', characterId: 'wren', item: 'Goggles' },
      { type: 'UseItem', characterId: 'wren', item: 'Potion' },
    );
    expect(statuses(used)).toEqual({ Goggles: 'spent', Potion: 'consumed', Boots: 'ready' });
    expect(refusal(used, { type: 'UseItem', characterId: 'wren', item: 'Goggles' })).toBe('item-used');
    expect(refusal(state, { type: 'UseItem', characterId: 'wren', item: 'Boots' })).toBe('item-unlimited');
    expect(refusal(state, { type: 'UseItem', characterId: 'tam', item: 'Goggles' })).toBe('item-not-brought');
  });

  it('an item with use slots is used that many times, then spent or consumed; a refresh empties its slots (p. 8)', () => {
    const [wren, tam] = CHARACTERS;
    const armour = [
      { name: 'Hide Armor', usage: 'spent' as const, uses: 2 },
      { name: 'Steam Armor', usage: 'consumed' as const, uses: 3 },
    ];
    const state = run(testScenario('gh1', { characters: [{ ...wren!, items: armour }, tam!] }), {
      type: 'AddMonsters',
      monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }],
    });
    const use = (item: string) => ({ type: 'UseItem' as const, characterId: 'wren', item });
    const slots = (s: ScenarioState) => (s.characters.wren?.items ?? []).map((i) => [i.name, i.status, i.used]);
    expect(slots(state)).toEqual([
      ['Hide Armor', 'ready', 0],
      ['Steam Armor', 'ready', 0],
    ]);
    const once = run(state, use('Hide Armor'), use('Steam Armor'), use('Steam Armor'));
    expect(slots(once)).toEqual([
      ['Hide Armor', 'ready', 1],
      ['Steam Armor', 'ready', 2],
    ]);
    const out = run(once, use('Hide Armor'), use('Steam Armor'));
    expect(slots(out)).toEqual([
      ['Hide Armor', 'spent', 2],
      ['Steam Armor', 'consumed', 3],
    ]);
    expect(refusal(out, use('Hide Armor'))).toBe('item-used');
    const refreshed = run(out, { type: 'RefreshItem', characterId: 'wren', item: 'Hide Armor' });
    expect(slots(refreshed)[0]).toEqual(['Hide Armor', 'ready', 0]);
  });

  it('a long rest refreshes spent items, not consumed ones; 2nd edition only when the player wants', () => {
    for (const edition of ['gh1', 'gh2'] as const) {
      let state = run(
        withItems(edition),
        { type: 'UseItem', characterId: 'wren', item: 'Goggles' },
        { type: 'UseItem', characterId: 'wren', item: 'Potion' },
        { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
        { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 5, second: 60 } },
        { type: 'DrawMonsterAbilityCards' },
      );
      while (state.activeFigure?.id !== 'wren')
        state = run(state, ...(state.activeFigure ? [{ type: 'EndTurn' as const }] : []), { type: 'StartTurn' });
      expect(statuses(run(state, { type: 'LongRest' }))).toEqual({ Goggles: 'ready', Potion: 'consumed', Boots: 'ready' });
      if (edition === 'gh2') expect(statuses(run(state, { type: 'LongRest', refreshItems: false }))).toMatchObject({ Goggles: 'spent' });
    }
  });

  it('an ability refreshes one item; the end of the scenario refreshes them all', () => {
    const used = run(
      withItems('gh2'),
      { type: 'UseItem', characterId: 'wren', item: 'Potion' },
      { type: 'UseItem', characterId: 'wren', item: 'Goggles' },
    );
    expect(statuses(run(used, { type: 'RefreshItem', characterId: 'wren', item: 'Potion' }))).toMatchObject({
      Potion: 'ready',
      Goggles: 'spent',
    });
    const ended = run(
      used,
      { type: 'MarkGoalMet' },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 5, second: 6 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 7, second: 8 } },
      { type: 'DrawMonsterAbilityCards' },
    );
    let state = ended;
    while (state.phase === 'turns' && (state.activeFigure !== null || state.actedThisRound.length < 3))
      state = run(
        state,
        ...(state.activeFigure ? [{ type: 'EndTurn' as const }] : []),
        ...(state.actedThisRound.length < 3 ? [{ type: 'StartTurn' as const }] : []),
      );
    state = run(state, { type: 'EndRound' });
    expect(state.phase).toBe('ended');
    expect(statuses(state)).toEqual({ Goggles: 'ready', Potion: 'ready', Boots: 'ready' });
  });
});

describe('items a figure cannot use or refresh', () => {
  it('a stunned character cannot use an item (1st ed. rulebook p. 22, STUN)', () => {
    const stunned = run(withItems('gh1'), {
      type: 'AddCondition',
      figure: { kind: 'character', id: 'wren' },
      condition: 'stun',
    });
    expect(refusal(stunned, { type: 'UseItem', characterId: 'wren', item: 'Goggles' })).toBe('stunned-item');
  });

  it('an unrecoverable item is refreshed neither by an ability nor by a long rest', () => {
    const [wren, tam] = CHARACTERS;
    const items = [
      { name: 'Stamina Potion', usage: 'consumed' as const, isUnrecoverable: true },
      { name: 'Black Censer', usage: 'spent' as const, isUnrecoverable: true },
      { name: 'Goggles', usage: 'spent' as const },
    ];
    const state = run(testScenario('gh2', { characters: [{ ...wren!, items }, tam!] }), {
      type: 'AddMonsters',
      monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }],
    });
    const used = run(state, ...items.map((i) => ({ type: 'UseItem' as const, characterId: 'wren', item: i.name })));
    expect(refusal(used, { type: 'RefreshItem', characterId: 'wren', item: 'Stamina Potion' })).toBe('item-unrecoverable');
    expect(refusal(used, { type: 'RefreshItem', characterId: 'wren', item: 'Black Censer' })).toBe('item-unrecoverable');
    expect(statuses(run(used, { type: 'RefreshItem', characterId: 'wren', item: 'Goggles' }))['Goggles']).toBe('ready');
    let resting = run(
      used,
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 5, second: 60 } },
      { type: 'DrawMonsterAbilityCards' },
    );
    while (resting.activeFigure?.id !== 'wren')
      resting = run(resting, ...(resting.activeFigure ? [{ type: 'EndTurn' as const }] : []), { type: 'StartTurn' });
    expect(statuses(run(resting, { type: 'LongRest' }))).toEqual({
      'Stamina Potion': 'consumed',
      'Black Censer': 'spent',
      Goggles: 'ready',
    });
  });
  it("an unrecoverable item stays spent when another item's card refreshes the spent ones", () => {
    const [wren, tam] = CHARACTERS;
    const items = [
      { name: 'Black Censer', usage: 'spent' as const, isUnrecoverable: true },
      { name: 'Goggles', usage: 'spent' as const },
      { name: 'Tin Whistle', usage: 'consumed' as const, effects: [{ kind: 'refreshSpent' as const }] },
    ];
    const state = run(testScenario('gh2', { characters: [{ ...wren!, items }, tam!] }), {
      type: 'AddMonsters',
      monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }],
    });
    const used = run(
      state,
      { type: 'UseItem', characterId: 'wren', item: 'Black Censer' },
      { type: 'UseItem', characterId: 'wren', item: 'Goggles' },
      { type: 'UseItem', characterId: 'wren', item: 'Tin Whistle' },
    );
    expect(statuses(used)).toEqual({ 'Black Censer': 'spent', Goggles: 'ready', 'Tin Whistle': 'consumed' });
  });
});
