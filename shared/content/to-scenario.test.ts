import { describe, expect, it } from 'vitest';
import { setUpScenario, evolveAll, standeeAbility } from '../rules/scenario';
import { decideInput } from '../rules/scenario/scenario.fixture';
import { demoPack } from './demo/demo-pack';
import {
  ignoresNegativeItemEffects,
  perkIndexOf,
  perkLabel,
  roomPlacements,
  toAbilityDeckInput,
  toCharacterInput,
  cardPoolOf,
  toEngineAction,
  toEngineModifierCard,
  toMonsterTypeInput,
} from './to-scenario';

const pack = demoPack('gh1');
const type = (id: string) => pack.monsterTypes.find((t) => t.id === id)!;
const deck = (id: string) => pack.abilityDecks.find((d) => d.id === id)!;
const lanternwright = pack.characterClasses.find((c) => c.id === 'lanternwright')!;

describe('content to scenario input', () => {
  it('keeps relative move and attack, elements and conditions as structured actions', () => {
    const cards = toAbilityDeckInput(deck('thornling')).cards;
    expect(cards[2]).toEqual({
      id: '9003',
      initiative: 48,
      shuffle: false,
      actions: [
        { type: 'move', value: -1 },
        { type: 'attack', value: 1, subActions: [{ type: 'condition', condition: 'poison' }] },
      ],
    });
    expect(cards[5]?.actions[2]).toEqual({ type: 'infuse', element: 'earth' });
    expect(cards[3]?.shuffle).toBe(true);
  });

  it("keeps what the engine does not model as text: push, areas, who is affected; any element is the party's pick", () => {
    expect(toEngineAction({ type: 'push', value: 1 })).toMatchObject({ type: 'push', value: 1, text: 'Push 1' });
    expect(toEngineAction({ type: 'heal', value: 3, isRelative: false, subActions: [{ type: 'affect', group: 'self' }] })).toMatchObject({
      type: 'heal',
      value: 3,
      subActions: [{ type: 'special', text: 'Self' }],
    });
    expect(toEngineAction({ type: 'element', element: 'any', use: 'consume' })).toMatchObject({
      type: 'consume',
      isAnyElement: true,
      text: 'Consume any element',
    });
  });

  it('passes a value printed without a sign as the value itself, and whom a line reaches', () => {
    expect(toEngineAction({ type: 'attack', value: 3, isRelative: false })).toEqual({ type: 'attack', value: 3, isAbsolute: true });
    expect(
      toEngineAction({ type: 'attack', value: -1, isRelative: true, subActions: [{ type: 'range', value: 3, isRelative: false }] }),
    ).toEqual({ type: 'attack', value: -1, subActions: [{ type: 'range', value: 3, isAbsolute: true }] });
    expect(toEngineAction({ type: 'affect', group: 'allAdjacentEnemies' })).toMatchObject({
      type: 'special',
      text: 'All adjacent enemies',
      group: 'allAdjacentEnemies',
    });
    expect(toEngineAction({ type: 'condition', condition: 'curse' })).toEqual({ type: 'condition', condition: 'curse' });
    expect(toEngineAction({ type: 'condition', condition: 'ward' })).toEqual({ type: 'condition', condition: 'ward' });
  });

  it('gives a summon its monster and rank, and damage to others whom it reaches', () => {
    const table = { characters: 4, monsterName: (id: string) => (id === 'thornling' ? 'Thornling' : id) };
    expect(
      toEngineAction({ type: 'summon', monster: 'thornling', rank: 'normal', rankByPartySize: ['normal', 'normal', 'elite'] }, table),
    ).toMatchObject({ type: 'summon', text: 'Summon elite Thornling', summon: { typeId: 'thornling', rank: 'elite' } });
    expect(
      toEngineAction({ type: 'sufferDamage', value: 2, who: 'others', subActions: [{ type: 'affect', group: 'allAdjacentEnemies' }] }),
    ).toEqual({
      type: 'sufferDamage',
      value: 2,
      group: 'allAdjacentEnemies',
      text: 'All adjacent enemies suffer 2 damage',
      words: expect.objectContaining({ key: 'cards.groupSuffers' }) as unknown,
    });
    expect(toEngineAction({ type: 'sufferDamage', value: 1, who: 'self' })).toMatchObject({
      type: 'sufferDamage',
      value: 1,
      text: 'Suffer 1 damage',
    });
  });

  it('reads stat-card attributes: retaliate, shield, conditions on attack, flying; bosses keep specials as text', () => {
    const thornling = toMonsterTypeInput(type('thornling'));
    expect(thornling.levels[1]?.elite?.attributes).toEqual({ retaliate: 2 });
    const shambler = toMonsterTypeInput(type('bog-shambler'));
    expect(shambler.levels[0]?.elite?.attributes).toEqual({ shield: 2, conditionsOnAttack: ['immobilize'] });
    expect(toMonsterTypeInput(type('ember-moth')).levels[0]?.normal?.attributes.isFlying).toBe(true);
    const warden = toMonsterTypeInput(type('mill-warden'));
    expect(warden.isBoss).toBe(true);
    expect(warden.levels[2]?.boss?.health).toBe('7xC');
    expect(warden.levels[2]?.boss?.attributes.immunities).toEqual(['stun', 'muddle', 'immobilize']);
    expect(warden.levels[2]?.boss?.attributes.special?.[0]).toBe('Special 1: Summon normal thornling; Heal 2 (Self)');
  });

  it('maps modifier cards to the standard deck ids, with effects as engine words', () => {
    expect(toEngineModifierCard({ value: -1, effects: [], isRolling: false }).id).toBe('-1');
    expect(toEngineModifierCard({ value: 'null', effects: [], isRolling: false })).toMatchObject({
      id: 'null',
      kind: 'null',
      shufflesDeck: true,
    });
    expect(toEngineModifierCard({ value: 1, effects: ['element light'], isRolling: false })).toMatchObject({
      id: '+1 light',
      effects: ['light'],
    });
    expect(toEngineModifierCard({ value: 0, effects: ['muddle'], isRolling: true })).toMatchObject({
      id: '+0 rolling muddle',
      isRolling: true,
    });
  });

  it('a character: level from experience, hit points from the class, perks that change cards', () => {
    const perk = lanternwright.perks[0]!;
    expect(perkLabel(perk)).toBe('Remove 2 -1');
    const input = toCharacterInput({ id: 'c1', name: 'Ada', xp: 100, perks: ['Remove 2 -1', '#3', 'no such perk', '#6'] }, lanternwright);
    // 100 XP is level 3 (95 needed); the class has 9 hit points at level 3.
    expect(input).toMatchObject({ id: 'c1', name: 'Ada', level: 3, maxHealth: 9 });
    expect(input.perks).toEqual([
      { add: [], remove: ['-1', '-1'] },
      { add: [expect.objectContaining({ id: '+1 light' }), expect.objectContaining({ id: '+1 light' })], remove: [] },
    ]);
  });

  it("keeps a perk's text beside its cards: the Brute's last perk (1st ed. rulebook p. 44 'Additional Perks')", () => {
    const last = { checkboxes: 1, text: 'Ignore negative item effects', ignores: 'negativeItemEffects' as const, remove: [] };
    const perk = { ...last, add: [{ card: { value: 1, effects: [], isRolling: false }, count: 1 }] };
    expect(perkLabel(perk)).toBe('Ignore negative item effects, add 1 +1');
    const brute = { ...lanternwright, perks: [lanternwright.perks[0]!, perk] };
    // A perk recorded by its new label, its text, or its cards alone (as it was labelled before) is the same perk.
    for (const taken of ['Ignore negative item effects, add 1 +1', 'Ignore negative item effects', 'Add 1 +1']) {
      expect(perkIndexOf(brute.perks, taken)).toBe(1);
      expect(ignoresNegativeItemEffects({ perks: [taken] }, brute)).toBe(true);
      expect(toCharacterInput({ id: 'c1', name: 'Ada', xp: 0, perks: [taken] }, brute).perks).toEqual([
        { add: [expect.objectContaining({ id: '+1' })], remove: [] },
      ]);
    }
  });

  it('a character brings the class cards of its level or lower that say where each half goes, and the hand size (rulebook p. 12)', () => {
    const fates = { top: { isLost: false, bonus: 'none' as const }, bottom: { isLost: true, bonus: 'none' as const } };
    const card = (id: number, level: number | string, withFates = true) => ({
      id,
      name: `Card ${id}`,
      level,
      initiative: 10 + id,
      top: [],
      bottom: [],
      ...(withFates ? { fates } : {}),
    });
    const withCards = { ...lanternwright, abilityCards: [card(1, 1), card(2, 'X'), card(3, 2), card(4, 1, false), card(5, 'M')] };
    expect(cardPoolOf(withCards, 1)?.cards.map((c) => c.id)).toEqual(['1', '2']);
    expect(cardPoolOf(withCards, 2)).toMatchObject({ handSize: 10, cards: [{ id: '1' }, { id: '2' }, { id: '3', ...fates }] });
    expect(cardPoolOf(lanternwright, 9)).toBeUndefined();
    expect(toCharacterInput({ id: 'c1', name: 'Ada', xp: 0, perks: [] }, withCards).cardPool?.cards).toHaveLength(2);
  });

  it("a room's monsters for 2, 3 and 4 characters; the boss as a boss", () => {
    const [first, second] = pack.scenarios[0]!.rooms;
    const bosses = new Set(['mill-warden']);
    expect(roomPlacements(first!, 2, bosses)).toEqual([
      { typeId: 'thornling', rank: 'normal' },
      { typeId: 'thornling', rank: 'normal' },
      { typeId: 'ember-moth', rank: 'normal' },
    ]);
    expect(roomPlacements(first!, 4, bosses).filter((p) => p.rank === 'elite')).toHaveLength(2);
    expect(roomPlacements(second!, 3, bosses)).toEqual([
      { typeId: 'bog-shambler', rank: 'elite' },
      { typeId: 'bog-shambler', rank: 'normal' },
      { typeId: 'mill-warden', rank: 'boss' },
    ]);
  });

  it('the demo scenario sets up in the engine and its first room is placed and worked out', () => {
    const setup = setUpScenario({
      edition: 'gh1',
      scenarioId: 'demo-1',
      seed: 7,
      characters: [
        toCharacterInput({ id: 'a', name: 'Ada', xp: 0, perks: [] }, lanternwright),
        toCharacterInput({ id: 'b', name: 'Bo', xp: 0, perks: [] }, pack.characterClasses[1]!),
      ],
      monsterTypes: pack.monsterTypes.map(toMonsterTypeInput),
      abilityDecks: pack.abilityDecks.map(toAbilityDeckInput),
    });
    if ('violation' in setup) throw new Error(setup.violation.message);
    const placed = decideInput(setup.state, {
      type: 'AddMonsters',
      monsters: roomPlacements(pack.scenarios[0]!.rooms[0]!, 2, new Set(['mill-warden'])),
    });
    if ('violation' in placed) throw new Error(placed.violation.message);
    let state = evolveAll(setup.state, placed.events);
    expect(Object.keys(state.monsters)).toHaveLength(3);
    for (const id of ['a', 'b']) {
      const chosen = decideInput(state, { type: 'ChooseInitiative', characterId: id, choice: { kind: 'longRest' } });
      if ('violation' in chosen) throw new Error(chosen.violation.message);
      state = evolveAll(state, chosen.events);
    }
    const drawn = decideInput(state, { type: 'DrawMonsterAbilityCards' });
    if ('violation' in drawn) throw new Error(drawn.violation.message);
    state = evolveAll(state, drawn.events);
    const thornling = Object.values(state.monsters).find((s) => s.typeId === 'thornling')!;
    expect(standeeAbility(state, thornling.id)?.actions.length).toBeGreaterThan(0);
  });
});
