import { describe, expect, it } from 'vitest';
import { standardModifierDeck } from './modifier-cards';
import { CHARACTERS, editBoard as edit, eventsOf, placedFigure as figure, run, testScenario } from './scenario.fixture';
import { cardsChosen, houndCardsStacked } from './round.fixture';
import type { CharacterInput } from './input';
import { nextTurn } from './initiative';
import type { ScenarioState } from './state';

const ARMOUR: NonNullable<CharacterInput['items']> = [
  { name: 'Heater Shield', usage: 'spent', effects: [{ kind: 'defence', shield: 1, retaliate: 0, attackerDisadvantage: false }] },
  { name: 'Spiked Shield', usage: 'spent', effects: [{ kind: 'defence', shield: 1, retaliate: 2, attackerDisadvantage: false }] },
  { name: 'Studded Leather', usage: 'spent', effects: [{ kind: 'defence', shield: 1, retaliate: 0, attackerDisadvantage: true }] },
  { name: 'Hide Armor', usage: 'spent', uses: 2, effects: [{ kind: 'defence', shield: 1, retaliate: 0, attackerDisadvantage: false }] },
];

const plusZero = standardModifierDeck().find((card) => card.id === '+0')!;
const hound = { kind: 'monster' as const, id: 'rust-hound#2' };
const wren = { kind: 'character' as const, id: 'wren' };

/** A normal Rust Hound's turn (attack 2 at level 1, its +0 card), standing next to Wren on the board; its deck all +0. */
function houndsTurn(): ScenarioState {
  const [first, second] = CHARACTERS;
  let state = run(
    testScenario('gh1', { scenarioLevel: 1, characters: [{ ...first!, items: ARMOUR }, second!] }),
    { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 2 }] },
    edit({ type: 'fillRectangle', from: [0, 0], to: [4, 2], terrain: 'floor' }),
    edit({ type: 'placeFigure', figure: figure('rust-hound#2', 'monster', [1, 1]) }),
    edit({ type: 'placeFigure', figure: figure('wren', 'character', [2, 1]) }),
    cardsChosen('wren', 98, 99),
    cardsChosen('tam', 97, 99),
  );
  state = {
    ...houndCardsStacked(state, ['hp-2']),
    monsterModifierDeck: { drawPile: Array.from({ length: 6 }, () => plusZero), discardPile: [], needsShuffle: false },
  };
  return run(state, { type: 'DrawMonsterAbilityCards' }, { type: 'StartTurn' });
}

const attack = { type: 'Attack' as const, attacker: hound, targets: [{ target: wren }] };
const lost = (before: ScenarioState, after: ScenarioState) => before.characters.wren!.health - after.characters.wren!.health;

describe("an item's shield for the attack (1st ed. rulebook p. 8 'Item Cards', p. 25 'Shield', p. 26 'Retaliate')", () => {
  it('used before the attack, its shield reduces that attack and is spent by it', () => {
    const before = houndsTurn();
    expect(lost(before, run(before, attack))).toBe(2);
    const shielded = run(before, { type: 'UseItem', characterId: 'wren', item: 'Heater Shield' });
    const after = run(shielded, attack);
    expect(lost(before, after)).toBe(1);
    expect(after.itemDefences?.wren).toBeUndefined();
  });

  it("gives its retaliate to an attacker next to its owner, and the attacker's disadvantage", () => {
    const before = houndsTurn();
    const spiked = run(before, { type: 'UseItem', characterId: 'wren', item: 'Spiked Shield' });
    const after = run(spiked, attack);
    expect(before.monsters['rust-hound#2']!.health - after.monsters['rust-hound#2']!.health).toBe(2);
    const leather = run(before, { type: 'UseItem', characterId: 'wren', item: 'Studded Leather' });
    const drawn = eventsOf(leather, attack).find((event) => event.type === 'AttackModifierCardsDrawn');
    expect(drawn?.type === 'AttackModifierCardsDrawn' && drawn.drawn).toHaveLength(2);
  });

  it('a card with use slots gives it once per use, and what is unused does not outlive the round', () => {
    const before = houndsTurn();
    const once = run(before, { type: 'UseItem', characterId: 'wren', item: 'Hide Armor' });
    expect(once.characters.wren?.items?.find((item) => item.name === 'Hide Armor')).toMatchObject({ status: 'ready', used: 1 });
    expect(once.itemDefences?.wren).toEqual([{ item: 'Hide Armor', shield: 1, retaliate: 0, attackerDisadvantage: false }]);
    let ended = run(once, { type: 'EndTurn' });
    while (nextTurn(ended) !== undefined) ended = run(ended, { type: 'StartTurn' }, { type: 'EndTurn' });
    expect(run(ended, { type: 'EndRound' }).itemDefences).toEqual({});
  });
});
