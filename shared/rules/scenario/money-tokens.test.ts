import { describe, expect, it } from 'vitest';
import type { Hex } from '../../hex/types';
import type { Layout } from '../../layout';
import { crossing } from '../../layout/layout.fixture';
import { hexKey } from '../../map/position';
import type { Edition } from './edition';
import { editBoard, eventsOf, placedFigure, refusal, run, testScenario } from './scenario.fixture';
import { cardsChosen, houndCardsStacked } from './round.fixture';
import { scenarioEngine } from './engine';
import { standardModifierDeck } from './modifier-cards';
import { replayEvents } from './replay';
import type { ScenarioState } from './state';
import { tokensOnBoard } from './money-tokens';
import { lineIn } from '../../i18n/catalogs.fixture';

const wren = { kind: 'character' as const, id: 'wren' };
const hound = (n: number) => ({ kind: 'monster' as const, id: `rust-hound#${n}` });
const x2 = () => ({ drawPile: standardModifierDeck().filter((card) => card.id === 'x2'), discardPile: [], needsShuffle: false });

/** A floor of 7 by 3 hexes; `walls` painted over it. */
const floor = (walls: readonly Hex[] = []) => {
  const hexes: Hex[] = [];
  for (let q = 0; q < 7; q++) for (let r = 0; r < 3; r++) hexes.push([q, r]);
  return [
    editBoard({ type: 'paintTerrain', hexes, terrain: 'floor' }),
    ...(walls.length > 0 ? [editBoard({ type: 'paintTerrain', hexes: [...walls], terrain: 'wall' })] : []),
  ];
};

/**
 * Wren's turn (initiative 10) on a drawn board: Wren at 0,0, normal Rust Hound 2 beside her at 1,0,
 * elite hound 1 far off at 6,2; each of Wren's attacks draws x2.
 */
function wrensTurn(edition: Edition, options: { isSummoned?: boolean; walls?: Hex[] } = {}): ScenarioState {
  let state = run(
    testScenario(edition),
    {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'elite', standeeNumber: 1 },
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 2, isSummoned: options.isSummoned ?? false },
      ],
    },
    ...floor(options.walls),
    editBoard({ type: 'placeFigure', figure: placedFigure('wren', 'character', [0, 0]) }),
    editBoard({ type: 'placeFigure', figure: placedFigure('rust-hound#2', 'monster', [1, 0]) }),
    editBoard({ type: 'placeFigure', figure: placedFigure('rust-hound#1', 'monster', [6, 2]) }),
    cardsChosen('wren', 10, 60),
    cardsChosen('tam', 50, 70),
  );
  state = { ...houndCardsStacked(state, ['hp-2', 'hp-1']), characterModifierDecks: { ...state.characterModifierDecks, wren: x2() } };
  return run(state, { type: 'DrawMonsterAbilityCards' }, { type: 'StartTurn' });
}

const killHound2 = (state: ScenarioState) => run(state, { type: 'Attack', attacker: wren, attack: 9, targets: [{ target: hound(2) }] });

describe('money tokens on the board (1st ed. rulebook p. 20 monster death, p. 27 looting)', () => {
  it('a monster killed on the board leaves its money token on the hex where it died', () => {
    for (const edition of ['gh1', 'gh2'] as const) {
      const state = killHound2(wrensTurn(edition));
      expect(tokensOnBoard(state)).toEqual([{ hex: [1, 0], count: 1 }]);
      expect(state.moneyTokensPlaced).toBe(1);
    }
  });

  it('1st edition: a summoned monster leaves no token on the board; 2nd edition: it does', () => {
    expect(tokensOnBoard(killHound2(wrensTurn('gh1', { isSummoned: true })))).toEqual([]);
    expect(tokensOnBoard(killHound2(wrensTurn('gh2', { isSummoned: true })))).toEqual([{ hex: [1, 0], count: 1 }]);
  });

  it('a character ending its turn on a token loots it, and the token leaves the board', () => {
    const killed = killHound2(wrensTurn('gh1'));
    const moved = run(killed, editBoard({ type: 'moveFigure', id: 'wren', to: [1, 0] }));
    const events = eventsOf(moved, { type: 'EndTurn' });
    expect(events.find((e) => e.type === 'MoneyTokensLooted')).toMatchObject({ characterId: 'wren', count: 1, moneyTokens: 1 });
    const ended = run(moved, { type: 'EndTurn' });
    expect(ended.characters.wren?.moneyTokens).toBe(1);
    expect(tokensOnBoard(ended)).toEqual([]);
    expect(lineIn(scenarioEngine.describe(moved, { type: 'EndTurn', moneyTokensLooted: 0 }, events))).toBe('Wren ended, looting 1');
    // Ending the turn elsewhere loots nothing.
    expect(run(killed, { type: 'EndTurn' }).characters.wren?.moneyTokens).toBe(0);
  });

  it('a loot ability takes every token within its range, counted around walls', () => {
    // A second token 3 hexes from Wren: the hound at 1,0 is killed and Wren steps back along the row.
    const killed = killHound2(wrensTurn('gh1'));
    const away = run(killed, editBoard({ type: 'moveFigure', id: 'wren', to: [4, 0] }));
    expect(refusal(away, { type: 'LootMoneyTokens', characterId: 'wren', range: 2 })).toBe('no-money-token');
    const looted = run(away, { type: 'LootMoneyTokens', characterId: 'wren', range: 3 });
    expect(looted.characters.wren?.moneyTokens).toBe(1);
    expect(tokensOnBoard(looted)).toEqual([]);
    // A wall across the row between them: around it the token is farther than 3.
    const walled = killHound2(
      wrensTurn('gh1', {
        walls: [
          [2, 0],
          [2, 1],
        ],
      }),
    );
    const behind = run(walled, editBoard({ type: 'moveFigure', id: 'wren', to: [3, 0] }));
    expect(refusal(behind, { type: 'LootMoneyTokens', characterId: 'wren', range: 2 })).toBe('no-money-token');
  });

  it('a token is taken by hand from its hex by any character, and an empty hex is refused', () => {
    const killed = killHound2(wrensTurn('gh2'));
    expect(refusal(killed, { type: 'LootMoneyTokens', characterId: 'tam', hex: [2, 0] })).toBe('no-money-token');
    const taken = run(killed, { type: 'LootMoneyTokens', characterId: 'tam', hex: [1, 0] });
    expect(taken.characters.tam?.moneyTokens).toBe(1);
    expect(tokensOnBoard(taken)).toEqual([]);
  });

  it('replaying the log puts the tokens where they were', () => {
    const start = wrensTurn('gh1');
    const commands = [
      { type: 'Attack' as const, attacker: wren, attack: 9, targets: [{ target: hound(2) }] },
      { type: 'LootMoneyTokens' as const, characterId: 'tam', hex: [1, 0] as const },
    ];
    let live = start;
    const events = commands.flatMap((command) => {
      const decided = eventsOf(live, command);
      live = run(live, command);
      return decided;
    });
    expect(replayEvents(start, events)).toEqual(live);
    expect(scenarioEngine.stateSchema.safeParse(live).success).toBe(true);
  });
});

describe("a map's money tokens (1st ed. rulebook p. 19 'Revealing a Room')", () => {
  const map: Layout = {
    ...crossing,
    monsters: crossing.monsters.map((m) => ({ ...m, monster: m.monster === 'rat' ? 'rust-hound' : 'gravel-sentry' })),
  };

  it('are placed when their room is revealed and looted like a dead monster’s', () => {
    let state = run(testScenario('gh1', { map: { layout: map, rooms: { '1': 1, '2': 2 } } }), {
      type: 'RevealRoom',
      roomId: '1',
      monsters: [{ typeId: 'rust-hound', rank: 'normal' }],
    });
    expect(tokensOnBoard(state)).toEqual([]);
    state = run(state, { type: 'RevealRoom', roomId: '2', monsters: [] });
    const coin = tokensOnBoard(state);
    expect(coin).toHaveLength(1);
    expect(state.board?.tiles[hexKey(coin[0]!.hex)]).toBe('floor');
    expect(state.moneyTokensPlaced).toBe(1);
    const taken = run(state, { type: 'LootMoneyTokens', characterId: 'wren', hex: coin[0]!.hex });
    expect(taken.characters.wren?.moneyTokens).toBe(1);
    expect(tokensOnBoard(taken)).toEqual([]);
  });
});
