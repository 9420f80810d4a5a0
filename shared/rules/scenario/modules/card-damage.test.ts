import { describe, expect, it } from 'vitest';
import { lineIn } from '../../../i18n/catalogs.fixture';
import type { BoardEdit } from '../../../map/edit';
import { scenarioEngine } from '../engine';
import { commandSchemas } from '../commands';
import type { AbilityDeckInput, CharacterInput } from '../input';
import type { CardHalfFate, HandCard } from '../hand';
import type { ScenarioCommandInput } from '../commands';
import {
  CHARACTERS,
  eventsOf,
  HOUND_PACK_DECK,
  refusal,
  run,
  SENTRY_DECK,
  testScenario,
  withDrawnCards,
  CROWN_DECK,
} from '../scenario.fixture';
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
function houndOnBurst(edition: 'gh1' | 'gh2' = 'gh1', characters = CHARACTERS): ScenarioState {
  const start = testScenario(edition, { scenarioLevel: 1, abilityDecks: [HOUNDS, SENTRY_DECK, CROWN_DECK], characters });
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
    const command = commandSchemas.CardDamage.parse({
      type: 'CardDamage',
      standeeId: 'rust-hound#1',
      figures: [{ kind: 'character', id: 'wren' }],
    });
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

  it('a character may negate it by losing cards (1st ed. rulebook p. 28): a kept hand names them, and they are lost', () => {
    const plain: CardHalfFate = { isLost: false, bonus: 'none' };
    const card = (id: string): HandCard => ({ id, name: `Card ${id}`, level: 1, initiative: 10, top: plain, bottom: plain });
    const pool = { handSize: 2, cards: [card('1'), card('2')] };
    const characters: CharacterInput[] = CHARACTERS.map((c) => (c.id === 'wren' ? { ...c, cardPool: pool } : c));
    const kept = run(houndOnBurst('gh1', characters), { type: 'TrackHand', characterId: 'wren', cardIds: ['1', '2'] });
    const damage = (lostCards: string[]): ScenarioCommandInput => ({
      type: 'CardDamage',
      standeeId: 'rust-hound#1',
      figures: [{ kind: 'character', id: 'wren', negateDamage: true, lostCards }],
    });
    expect(refusal(kept, damage([]))).toBe('lose-cards-choice');
    const after = run(kept, damage(['2']));
    expect([after.characters.wren?.health, after.hands?.wren?.hand, after.hands?.wren?.lost]).toEqual([10, ['1'], ['2']]);
    // The history names the card lost, as the table sees it go.
    const named = commandSchemas.CardDamage.parse(damage(['2']));
    expect(lineIn(scenarioEngine.describe(kept, named, eventsOf(kept, named)))).toBe(
      'Rust Hound 1: Wren suffers 2 damage — Wren loses Card 2 to negate 2 damage',
    );
  });

  it('a hand Haven does not keep negates with the plain tick, a monster cannot, and the line says who negated', () => {
    const state = houndOnBurst();
    const command = commandSchemas.CardDamage.parse({
      type: 'CardDamage',
      standeeId: 'rust-hound#1',
      figures: [{ kind: 'character', id: 'wren', negateDamage: true }],
    });
    expect(run(state, command).characters.wren?.health).toBe(state.characters.wren?.health);
    expect(lineIn(scenarioEngine.describe(state, command, eventsOf(state, command)))).toBe(
      'Rust Hound 1: Wren suffers 2 damage — Wren negates 2 by losing cards',
    );
    const onMonster = { ...command, figures: [{ kind: 'monster' as const, id: 'rust-hound#1', negateDamage: true, lostCards: [] }] };
    expect(refusal(state, onMonster)).toBe('only-characters-negate');
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
