import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import type { HandState } from '@shared/rules/scenario/hand';
import { WoundTurnChoice, woundTurnOf, type WoundTurn } from './WoundTurnChoice';

/** Wren keeps a hand of one card (Long Watch), two discarded (Ember Step, Ash Ward); she is wounded and acts next. */
const hand: HandState = { hand: ['3'], discard: ['1', '2'], lost: [], active: [], chosen: [], played: [] };
const cards = [
  { id: '1', name: 'Ember Step' },
  { id: '2', name: 'Ash Ward' },
  { id: '3', name: 'Long Watch' },
];
const view = {
  id: 's1',
  edition: 'gh1',
  state: {
    edition: 'gh1',
    phase: 'turns',
    round: 1,
    activeFigure: null,
    characters: { wren: { id: 'wren', name: 'Wren', health: 8, maxHealth: 8, isExhausted: false, conditions: [{ name: 'wound' }] } },
    monsters: {},
    monsterTypes: {},
    summons: {},
    hands: { wren: hand },
    cardPools: { wren: { handSize: 3, cards } },
  },
  turnOrder: [{ figure: { kind: 'character', id: 'wren' }, name: 'Wren', initiative: 30, status: 'pending', isTied: false }],
} as unknown as ScenarioSessionView;

function ask(turn: WoundTurn): ScenarioCommandInput[] {
  const sent: ScenarioCommandInput[] = [];
  render(
    <MantineProvider>
      <WoundTurnChoice {...turn} onStart={(command) => sent.push(command)} onClose={() => {}} />
    </MantineProvider>,
  );
  return sent;
}

it("asks before a wounded kept hand's turn, and not once a turn is on", () => {
  expect(woundTurnOf(view)).toMatchObject({ choice: { characterId: 'wren', amount: 1 }, name: 'Wren' });
  expect(woundTurnOf({ ...view, state: { ...view.state, activeFigure: { kind: 'character', id: 'wren' } } })).toBeNull();
});

it('starts the turn with the two discarded cards lost, once both are chosen', () => {
  const sent = ask(woundTurnOf(view)!);
  expect(screen.getByTestId('wound-choice')).toHaveTextContent('The wound deals 1 damage as Wren');
  fireEvent.click(screen.getByTestId('lose-for-damage-Ember Step'));
  expect(screen.getByTestId('wound-lose')).toBeDisabled();
  fireEvent.click(screen.getByTestId('lose-for-damage-Ash Ward'));
  fireEvent.click(screen.getByTestId('wound-lose'));
  expect(sent).toEqual([{ type: 'StartTurn', negateDamage: true, lostCards: ['1', '2'] }]);
});

it("starts the turn with the wound's damage suffered when the player takes it (rulebook p. 28: either)", () => {
  const sent = ask(woundTurnOf(view)!);
  fireEvent.click(screen.getByTestId('wound-suffer'));
  expect(sent).toEqual([{ type: 'StartTurn' }]);
});
