import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { RestPanel } from './RestPanel';
import { createPlayStore, PlayProvider } from '../../common/play/play-context';

const card = (id: string, name: string) => ({ id, name, level: 1, initiative: 10 });

/** The round's cleanup: Ada's hand is kept (one card in hand, two discarded), Bo's is not. */
const cleanup = {
  id: 's1',
  edition: 'gh1',
  turnOrder: [],
  state: {
    round: 1,
    phase: 'turns',
    activeFigure: null,
    characters: {
      ada: { id: 'ada', name: 'Ada', health: 7, maxHealth: 7, conditions: [] },
      bo: { id: 'bo', name: 'Bo', health: 9, maxHealth: 9, conditions: [] },
    },
    monsters: {},
    summons: {},
    actedThisRound: [],
    hands: { ada: { hand: ['a1'], discard: ['a2', 'a3'], lost: [], active: [], chosen: [] } },
    cardPools: { ada: { handSize: 3, cards: [card('a1', 'Ember Step'), card('a2', 'Quiet Hand'), card('a3', 'Glass Ward')] } },
  },
  lastModifierDraw: null,
} as unknown as ScenarioSessionView;

/** The rest panel on the cleanup; returns the commands it sends. */
function renderPanel(): ScenarioCommandInput[] {
  const sent: ScenarioCommandInput[] = [];
  const exec = vi.fn(async (command: ScenarioCommandInput) => {
    sent.push(command);
    return true;
  });
  render(
    <MantineProvider>
      <PlayProvider view={cleanup} exec={exec} store={createPlayStore(cleanup)}>
        <RestPanel />
      </PlayProvider>
    </MantineProvider>,
  );
  return sent;
}

it("offers a kept hand the cards to lose instead of the short rest's 1 damage, from the hand the rest gives back (p. 17, p. 28)", async () => {
  const sent = renderPanel();
  const negate = screen.getByTestId('short-rest-negate-ada');
  expect(negate).toHaveTextContent('Lose cards instead of the 1 damage');
  fireEvent.click(negate);
  expect(negate).toHaveAttribute('aria-pressed', 'true');
  // The discard pile comes back into the hand: each card is offered alone, none as a pair of discards.
  const choice = screen.getByTestId('short-rest-choice-ada');
  expect(choice.querySelector('[data-testid="lose-from-hand"]')).toHaveTextContent('Ember StepQuiet HandGlass Ward');
  expect(choice.querySelector('[data-testid="lose-from-discard"]')).toBeNull();
  // No card chosen yet: keeping the card waits for the choice.
  expect(screen.getByTestId('short-rest-keep-ada')).toBeDisabled();
  fireEvent.click(screen.getByTestId('lose-for-damage-Glass Ward'));
  await act(async () => fireEvent.click(screen.getByTestId('short-rest-keep-ada')));
  expect(sent).toEqual([{ type: 'ShortRest', characterId: 'ada', sufferDamageToKeep: true, negateDamage: true, lostCards: ['a3'] }]);
});

it('says the negation of a hand Haven does not keep with the toggle alone, and only for the damage to keep the card', async () => {
  const sent = renderPanel();
  fireEvent.click(screen.getByTestId('short-rest-negate-bo'));
  expect(screen.getByTestId('short-rest-choice-bo').querySelector('[data-testid="lose-for-damage"]')).toBeNull();
  await act(async () => fireEvent.click(screen.getByTestId('short-rest-keep-bo')));
  await act(async () => fireEvent.click(screen.getByTestId('short-rest-bo')));
  expect(sent).toEqual([
    { type: 'ShortRest', characterId: 'bo', sufferDamageToKeep: true, negateDamage: true },
    { type: 'ShortRest', characterId: 'bo' },
  ]);
});
