import { describe, expect, it } from 'vitest';
import type { ItemEffect } from './item-effect';
import { countInDeck } from './modifier-deck';
import type { ScenarioState } from './state';
import { CHARACTERS, eventsOf, refusal, run, testScenario, withDrawnCards } from './scenario.fixture';
import { cardsChosen, rustHounds } from './round.fixture';
import { describeCommand } from './commands';
import { keysMissingFromCatalog, lineIn } from '../../i18n/catalogs.fixture';

/** Invented items (no game content), each with what using it does. */
const item = (name: string, usage: 'spent' | 'consumed', ...effects: ItemEffect[]) => ({ name, usage, effects });
const ITEMS = [
  item('Red Vial', 'consumed', { kind: 'heal', amount: 3 }),
  item('Lucky Coin', 'consumed', { kind: 'condition', condition: 'bless' }),
  item('Prism', 'spent', { kind: 'infuse', element: 'any' }),
  item('Wet Stone', 'spent'),
  item('Tin Whistle', 'consumed', { kind: 'refreshSpent' }, { kind: 'removeNegativeConditions' }),
  item('Oil Flask', 'consumed', { kind: 'attackBonus', attack: 1, conditions: [], targets: 'all', lasts: 'nextAttack' }),
  item('Barbed Hook', 'spent', { kind: 'attackBonus', attack: 0, conditions: ['wound'], targets: 'one', lasts: 'nextAttack' }),
  item('Moss Cloak', 'spent', { kind: 'heal', amount: 3, aim: { at: 'ally', range: 1 } }),
  item('Mud Pot', 'consumed', { kind: 'condition', condition: 'muddle', aim: { at: 'enemy', range: 3 } }),
  item('Salve Scroll', 'consumed', { kind: 'heal', amount: 2, aim: { at: 'selfOrAlly', range: 5 } }),
];

/** Wren brings the items; two hounds stand on the map; both characters play cards (Wren first). */
function atTable(): ScenarioState {
  const [wren, tam] = CHARACTERS;
  return run(
    testScenario('gh1', { characters: [{ ...wren!, items: ITEMS }, tam!] }),
    rustHounds('normal', 'normal'),
    cardsChosen('wren', 5, 60),
    cardsChosen('tam', 70, 80),
  );
}
function wrensTurn(): ScenarioState {
  const drawn = run(atTable(), { type: 'DrawMonsterAbilityCards' });
  return run(withDrawnCards(drawn, { 'rust-hound': 'hp-2' }), { type: 'StartTurn' });
}
const use = (name: string, extra: object = {}) => ({ type: 'UseItem' as const, characterId: 'wren', item: name, ...extra });
const hurt = (state: ScenarioState, amount: number) =>
  run(state, { type: 'SufferDamage', figure: { kind: 'character', id: 'wren' }, amount, source: 'other' });

describe('an item does what its card says when it is used (1st ed. rulebook p. 8 "Item Cards")', () => {
  it('a healing item heals its owner, no further than its hit points, and is consumed', () => {
    const healed = run(hurt(atTable(), 5), use('Red Vial'));
    expect(healed.characters['wren']?.health).toBe(8);
    expect(run(hurt(atTable(), 1), use('Red Vial')).characters['wren']?.health).toBe(10);
    expect(healed.characters['wren']?.items?.find((i) => i.name === 'Red Vial')?.status).toBe('consumed');
  });

  it('poison stops the item\'s heal and is removed by it (p. 26 "Heal")', () => {
    const poisoned = run(hurt(atTable(), 4), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'poison' });
    const used = run(poisoned, use('Red Vial'));
    expect([used.characters['wren']?.health, used.characters['wren']?.conditions]).toEqual([6, []]);
  });

  it("a bless goes into the owner's deck", () => {
    const state = run(atTable(), use('Lucky Coin'));
    expect(countInDeck(state.characterModifierDecks['wren']!, 'bless')).toBe(1);
  });

  it("an element of the party's choice: asked for first, then strong at the end of the turn", () => {
    expect(refusal(wrensTurn(), use('Prism'))).toBe('item-element-missing');
    const used = run(wrensTurn(), use('Prism', { element: 'ice' }));
    expect([used.elements.ice, used.pendingInfusions]).toEqual(['inert', ['ice']]);
    expect(run(used, { type: 'EndTurn' }).elements.ice).toBe('strong');
  });

  it('refreshes the spent items and removes the negative conditions', () => {
    const spent = run(atTable(), use('Wet Stone'), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'wound' });
    const state = run(spent, use('Tin Whistle'));
    expect(state.characters['wren']?.items?.find((i) => i.name === 'Wet Stone')?.status).toBe('ready');
    expect(state.characters['wren']?.conditions).toEqual([]);
  });

  it('a bonus to the next attack: +1 on every target and a wound on the first, spent by that attack, gone when the turn ends', () => {
    const ready = run(wrensTurn(), use('Oil Flask'), use('Barbed Hook'));
    const attack = {
      type: 'Attack' as const,
      attacker: { kind: 'character' as const, id: 'wren' },
      attack: 2,
      targets: [{ target: { kind: 'monster' as const, id: 'rust-hound#1' } }, { target: { kind: 'monster' as const, id: 'rust-hound#2' } }],
    };
    const events = eventsOf(ready, attack);
    const resolved = events.flatMap((event) => (event.type === 'AttackResolved' ? [[event.target.id, event.attackValue]] : []));
    expect(resolved).toEqual([
      ['rust-hound#1', 3],
      ['rust-hound#2', 3],
    ]);
    const wounded = events.flatMap((event) =>
      event.type === 'ConditionsChanged' && event.added.includes('wound') ? [event.figure.id] : [],
    );
    expect(wounded).toEqual(['rust-hound#1']);
    const after = run(ready, attack);
    expect(after.itemBonuses?.['wren']).toEqual([]);
    // Unused, the bonus does not outlive the turn.
    expect(run(run(wrensTurn(), use('Oil Flask')), { type: 'EndTurn' }).itemBonuses?.['wren']).toBeUndefined();
  });
});

describe('an item aimed at another figure: the party\'s chosen target, through the engine (1st ed. rulebook p. 26 "Heal")', () => {
  const tam = { kind: 'character' as const, id: 'tam' };
  const wren = { kind: 'character' as const, id: 'wren' };
  const hound = { kind: 'monster' as const, id: 'rust-hound#1' };
  const hurtTam = (state: ScenarioState) => run(state, { type: 'SufferDamage', figure: tam, amount: 5, source: 'other' });

  it('heals the ally chosen, not the owner, and is spent', () => {
    const before = hurt(hurtTam(wrensTurn()), 4);
    const after = run(before, use('Moss Cloak', { target: tam }));
    expect([after.characters['tam']!.health - before.characters['tam']!.health, after.characters['wren']!.health]).toEqual([
      3,
      before.characters['wren']!.health,
    ]);
    expect(after.characters['wren']?.items?.find((i) => i.name === 'Moss Cloak')?.status).toBe('spent');
  });

  it('asks for a target first, and refuses the owner for an ally, a monster for a heal, an ally for an enemy', () => {
    const state = hurtTam(wrensTurn());
    expect(refusal(state, use('Moss Cloak'))).toBe('item-target-missing');
    expect(refusal(state, use('Moss Cloak', { target: wren }))).toBe('item-target-wrong');
    expect(refusal(state, use('Moss Cloak', { target: hound }))).toBe('item-target-wrong');
    expect(refusal(state, use('Mud Pot', { target: tam }))).toBe('item-target-wrong');
    expect(refusal(state, use('Mud Pot', { target: { kind: 'monster', id: 'rust-hound#9' } }))).toBe('item-target-gone');
    expect(refusal(state, use('Red Vial', { target: tam }))).toBe('item-not-aimed');
  });

  it('puts a negative condition on the enemy chosen, and a heal with a range reaches its owner too', () => {
    const muddled = run(wrensTurn(), use('Mud Pot', { target: hound }));
    expect([muddled.monsters['rust-hound#1']?.conditions.map((c) => c.name), muddled.characters['wren']?.conditions]).toEqual([
      ['muddle'],
      [],
    ]);
    const healed = run(hurt(wrensTurn(), 4), use('Salve Scroll', { target: wren }));
    expect(healed.characters['wren']?.health).toBe(hurt(wrensTurn(), 4).characters['wren']!.health + 2);
  });

  // Issue 29: the history says whom an aimed item was used on, by the name the play screen shows.
  it('writes the target in the history line, in English and German, and an item its owner used on itself or aimed at nobody reads as before', () => {
    const line = (state: ScenarioState, command: ReturnType<typeof use>, language: 'en' | 'de' = 'en') => {
      const words = describeCommand(state, command as never, eventsOf(state, command));
      expect(keysMissingFromCatalog(words)).toEqual([]);
      return lineIn(words, language);
    };
    const state = hurt(hurtTam(wrensTurn()), 4);
    expect(line(state, use('Moss Cloak', { target: tam }))).toBe('Wren uses Moss Cloak on Tam (spent until a long rest)');
    expect(line(state, use('Moss Cloak', { target: tam }), 'de')).toBe(
      'Wren wendet Moss Cloak auf Tam an (verbraucht bis zu einer langen Rast)',
    );
    expect(line(state, use('Mud Pot', { target: hound }))).toBe('Wren uses Mud Pot on Rust Hound 1 (consumed until the scenario ends)');
    expect(line(state, use('Mud Pot', { target: hound }), 'de')).toMatch(
      /^Wren wendet Mud Pot auf .+ 1 an \(verloren bis zum Ende des Szenarios\)$/,
    );
    expect(line(state, use('Salve Scroll', { target: wren }))).toBe('Wren uses Salve Scroll (consumed until the scenario ends)');
    expect(line(state, use('Red Vial'))).toBe('Wren uses Red Vial (consumed until the scenario ends)');
  });
});
