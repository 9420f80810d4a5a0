import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { BoardFigure } from '@shared/map/position';
import { CardEffects } from './CardEffects';
import type { MonsterTurn } from './useMonsterTurn';

const half = { isLost: false, bonus: 'none' } as const;
const card = (id: string, name: string) => ({ id, name, level: 1, initiative: 10, top: half, bottom: half });

/** "All adjacent enemies suffer 2 damage": Ada (her hand kept) and Bo (not) stand next to the monster. */
const figures = [
  { id: 'ada', kind: 'character', name: 'Ada', hex: [0, 0] },
  { id: 'bo', kind: 'character', name: 'Bo', hex: [1, 0] },
  { id: 'hound#1', kind: 'monster', name: 'Rust Hound', standee: 1, hex: [0, 1] },
] as unknown as BoardFigure[];

/** The panel for the monster's turn whose card hurts Ada and Bo; returns what its damage tap sends. */
function renderDamage() {
  const damage = vi.fn(async () => undefined);
  const turn = {
    effects: [{ kind: 'damage', amount: 2, group: 'allAdjacentEnemies', targets: ['ada', 'bo'], isPlaced: true }],
    isSessionTurn: true,
    isBusy: false,
    didStep: () => false,
    damage,
  } as unknown as MonsterTurn;
  render(
    <MantineProvider>
      <CardEffects
        turn={turn}
        figures={figures}
        targets={[]}
        onForcedMove={vi.fn()}
        onChooseSummon={vi.fn()}
        hands={{ ada: { hand: ['a1'], discard: ['a2'], lost: [], active: [], chosen: [], played: [] } }}
        cardPools={{ ada: { handSize: 2, cards: [card('a1', 'Ember Step'), card('a2', 'Quiet Hand')] } }}
      />
    </MantineProvider>,
  );
  return damage;
}

it("offers each character the card's damage hurts to lose cards instead, a kept hand by name (1st ed. rulebook p. 28)", async () => {
  const damage = renderDamage();
  fireEvent.click(screen.getByTestId('card-damage-negate-ada'));
  expect(screen.getByTestId('card-damage-negate-ada')).toHaveAttribute('aria-pressed', 'true');
  // Ada's hand is kept: the damage waits until her card is chosen.
  expect(screen.getByTestId('card-damage')).toBeDisabled();
  fireEvent.click(screen.getByTestId('lose-for-damage-Ember Step'));
  // Bo's is not: the toggle alone says it.
  fireEvent.click(screen.getByTestId('card-damage-negate-bo'));
  expect(screen.getByTestId('card-damage-negation-bo').querySelector('[data-testid="lose-for-damage"]')).toBeNull();
  await act(async () => fireEvent.click(screen.getByTestId('card-damage')));
  expect(damage).toHaveBeenCalledWith(['ada', 'bo'], { ada: { lostCards: ['a1'] }, bo: { lostCards: [] } });
});

it('sends the damage to every figure it hurts when nobody negates it', async () => {
  const damage = renderDamage();
  fireEvent.click(screen.getByTestId('card-damage-negate-bo'));
  fireEvent.click(screen.getByTestId('card-damage-negate-bo'));
  expect(screen.getByTestId('card-damage-negate-bo')).toHaveAttribute('aria-pressed', 'false');
  await act(async () => fireEvent.click(screen.getByTestId('card-damage')));
  expect(damage).toHaveBeenCalledWith(['ada', 'bo'], {});
});
