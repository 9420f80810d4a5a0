import { describe, expect, it } from 'vitest';
import { lineIn } from '../../../i18n/catalogs.fixture';
import type { BoardEdit } from '../../../map/edit';
import { scenarioEngine } from '../engine';
import type { AbilityDeckInput } from '../input';
import { eventsOf, HOUND_PACK_DECK, refusal, run, SENTRY_DECK, testScenario, withDrawnCards, CROWN_DECK } from '../scenario.fixture';
import type { ScenarioState } from '../state';

/** A Rust Hound card: "Attack +0; all adjacent enemies suffer 2 damage". */
const HOUNDS: AbilityDeckInput = {
  ...HOUND_PACK_DECK,
  cards: [
    ...HOUND_PACK_DECK.cards,
    {
      id: 'hp-burst',
      initiative: 20,
      shuffle: false,
      actions: [
        {
          type: 'attack',
          value: 0,
          subActions: [{ type: 'sufferDamage', value: 2, group: 'allAdjacentEnemies', text: 'All adjacent enemies suffer 2 damage' }],
        },
      ],
    },
    {
      id: 'hp-fire',
      initiative: 21,
      shuffle: false,
      actions: [
        {
          type: 'consume',
          element: 'fire',
          subActions: [{ type: 'sufferDamage', value: 2, group: 'allAdjacentEnemies', text: 'All adjacent enemies suffer 2 damage' }],
        },
      ],
    },
  ],
};

const edit = (edit: BoardEdit) => ({ type: 'EditBoard' as const, edit });
const figure = (id: string, kind: 'character' | 'monster', hex: [number, number]) => ({
  id,
  kind,
  hex,
  name: id,
  isElite: false,
  isLongResting: false,
  isInvisible: false,
});

/** A Rust Hound at (2,2) with Wren next to it at (3,2) and Tam two hexes away at (4,2). */
function houndOnBurst(edition: 'gh1' | 'gh2' = 'gh1'): ScenarioState {
  const start = testScenario(edition, { scenarioLevel: 1, abilityDecks: [HOUNDS, SENTRY_DECK, CROWN_DECK] });
  const placed = run(
    start,
    { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
    edit({ type: 'fillRectangle', from: [0, 0], to: [6, 4], terrain: 'floor' }),
    edit({ type: 'placeFigure', figure: figure('rust-hound#1', 'monster', [2, 2]) }),
    edit({ type: 'placeFigure', figure: figure('wren', 'character', [3, 2]) }),
    edit({ type: 'placeFigure', figure: figure('tam', 'character', [4, 2]) }),
  );
  return withDrawnCards(placed, { 'rust-hound': 'hp-burst' });
}

describe("CardDamage: a monster card's damage to others (not an attack)", () => {
  it('takes the printed damage from each figure it reaches, and says so', () => {
    const state = houndOnBurst();
    const command = { type: 'CardDamage' as const, standeeId: 'rust-hound#1', figures: [{ kind: 'character' as const, id: 'wren' }] };
    const after = run(state, command);
    expect(after.characters.wren!.health).toBe(state.characters.wren!.health - 2);
    expect(lineIn(scenarioEngine.describe(state, command, eventsOf(state, command)))).toBe('Rust Hound 1: Wren suffers 2 damage');
  });

  it('comes with its consume only once the element is consumed (1st ed. rulebook pp. 23-24)', () => {
    const drawn = run(
      houndOnBurst(),
      { type: 'InfuseElement', element: 'fire', isImmediate: true },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 90, second: 91 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 92, second: 93 } },
      { type: 'DrawMonsterAbilityCards' },
    );
    // The hound's turn first (initiative 21 against 90 and 92).
    const turn = run(withDrawnCards(drawn, { 'rust-hound': 'hp-fire' }), { type: 'StartTurn' });
    const damage = { type: 'CardDamage' as const, standeeId: 'rust-hound#1', figures: [{ kind: 'character' as const, id: 'wren' }] };
    expect(refusal(turn, damage)).toBe('not-consumed');
    const consumed = run(turn, { type: 'ConsumeElement', element: 'fire' });
    expect(run(consumed, damage).characters.wren!.health).toBe(turn.characters.wren!.health - 2);
  });

  it('is halved by ward in the 2nd edition (2nd ed. rulebook "Ward")', () => {
    const warded = run(houndOnBurst('gh2'), { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'ward' });
    const after = run(warded, { type: 'CardDamage', standeeId: 'rust-hound#1', figures: [{ kind: 'character', id: 'wren' }] });
    expect(after.characters.wren!.health).toBe(warded.characters.wren!.health - 1);
  });

  it('does not reach a figure the board shows away from the monster, nor a monster whose card has no such line', () => {
    const state = houndOnBurst();
    expect(refusal(state, { type: 'CardDamage', standeeId: 'rust-hound#1', figures: [{ kind: 'character', id: 'tam' }] })).toBe(
      'not-adjacent',
    );
    const otherCard = withDrawnCards(state, { 'rust-hound': 'hp-1' });
    expect(refusal(otherCard, { type: 'CardDamage', standeeId: 'rust-hound#1', figures: [{ kind: 'character', id: 'wren' }] })).toBe(
      'not-on-card',
    );
  });
});
