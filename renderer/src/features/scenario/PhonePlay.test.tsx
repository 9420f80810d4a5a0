import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { partyOrder } from './PartyStrip';
import { PhonePlay } from './PhonePlay';
import { PlayProvider } from '../../common/play/play-context';
import { REASONS } from '@shared/table/permissions';
import { ReasonNotice, SeatContext } from '../../common/table/seat';

const character = (id: string, name: string, leading: number) => ({
  id,
  name,
  health: 8,
  maxHealth: 10,
  experience: 0,
  moneyTokens: 0,
  conditions: [],
  isExhausted: false,
  initiative: { kind: 'cards', leading, second: 80 },
});

/** Two characters in their turns, Ada acting: enough of a session for every part of the phone's screen. */
function session(): ScenarioSessionView {
  return {
    edition: 'gh1',
    state: {
      round: 1,
      phase: 'turns',
      level: { scenarioLevel: 1, goldPerMoneyToken: 2 },
      characters: { ada: character('ada', 'Ada', 12), bo: character('bo', 'Bo', 40) },
      monsters: {},
      monsterTypes: {},
      summons: {},
      elements: { fire: 'inert', ice: 'inert', air: 'inert', earth: 'inert', light: 'inert', dark: 'inert' },
      pendingInfusions: [],
      monsterTieOrder: [],
      characterTieOrder: ['ada', 'bo'],
      activeFigure: { kind: 'character', id: 'ada' },
    },
    turnOrder: [
      { figure: { kind: 'character', id: 'ada' }, name: 'Ada', initiative: 12, status: 'active', isTied: false },
      { figure: { kind: 'character', id: 'bo' }, name: 'Bo', initiative: 40, status: 'pending', isTied: false },
    ],
    itemNames: {},
    monsterGroups: [],
    modifierDecks: [],
    lastModifierDraw: null,
  } as unknown as ScenarioSessionView;
}

afterEach(cleanup);

function renderPhone(ownCharacterId: string | null) {
  render(
    <MantineProvider>
      <PlayProvider view={session()} exec={vi.fn(async () => true)}>
        <PhonePlay
          onDraw={() => {}}
          onNext={() => {}}
          onEndRound={() => {}}
          onAddSummon={() => {}}
          attackRef={{ current: null }}
          ownCharacterId={ownCharacterId}
        />
      </PlayProvider>
    </MantineProvider>,
  );
}

it('puts this device’s own character first, wherever the screen puts the party', () => {
  expect(partyOrder(['ada', 'bo', 'cy'], 'cy')).toEqual(['cy', 'ada', 'bo']);
  expect(partyOrder(['ada', 'bo'], null)).toEqual(['ada', 'bo']);
  // A character not (or no longer) in the scenario changes nothing.
  expect(partyOrder(['ada', 'bo'], 'zed')).toEqual(['ada', 'bo']);

  renderPhone('bo');
  // Bo is shown above the parts' tabs, always in view; the party's part lists the others.
  const bo = screen.getByTestId('character-bo');
  expect(bo.compareDocumentPosition(screen.getByTestId('play-part-turn')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  fireEvent.click(screen.getByTestId('play-part-party'));
  expect(within(screen.getByTestId('party')).queryByTestId('character-bo')).toBeNull();
  expect(within(screen.getByTestId('party')).getByTestId('character-ada')).toBeTruthy();
});

it('opens on the turn with who acts and the round’s button in its bar, and a tap on a figure opens its panel', () => {
  renderPhone(null);
  expect(screen.getByTestId('play-part-turn')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByTestId('now-acting')).toHaveTextContent('Ada');
  expect(screen.getAllByTestId('next-turn')).toHaveLength(1);
  expect(screen.queryByTestId('figure-panel')).toBeNull();
  fireEvent.click(screen.getByTestId('slot-bo'));
  expect(screen.getByTestId('play-part-figure')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByTestId('figure-panel')).toHaveTextContent('Bo');
});

it("on a player's device, greys out what the host's permissions refuse, named with their reason; a tap tells it", () => {
  const ada = { kind: 'player' as const, sessionId: 's1', campaignId: null, characterId: 'ada', characterName: 'Ada' };
  const view = { ...session(), id: 's1', undoRedo: { undo: null, redo: null } } as ScenarioSessionView;
  render(
    <MantineProvider>
      <SeatContext.Provider value={ada}>
        <ReasonNotice>
          <PlayProvider view={view} exec={vi.fn(async () => true)}>
            <PhonePlay
              onDraw={() => {}}
              onNext={() => {}}
              onEndRound={() => {}}
              onAddSummon={() => {}}
              attackRef={{ current: null }}
              ownCharacterId="ada"
            />
          </PlayProvider>
        </ReasonNotice>
      </SeatContext.Provider>
    </MantineProvider>,
  );
  const lockOf = (element: HTMLElement) => element.closest('fieldset[data-seat-locked]');
  // The elements are the game master's; Ada's own turn she may end; Bo's controls are not hers.
  const fire = screen.getByTestId('element-fire');
  expect(fire).toBeDisabled();
  expect(lockOf(fire)).toHaveAttribute('title', REASONS.elements);
  expect(screen.getByTestId('next-turn')).toBeEnabled();
  expect(lockOf(screen.getByTestId('next-turn'))).toBeNull();
  fireEvent.pointerUp(fire);
  expect(screen.getByTestId('seat-reason')).toHaveTextContent(REASONS.elements);
  fireEvent.click(screen.getByTestId('play-part-party'));
  const boDamage = screen.getByRole('button', { name: 'Bo suffers 1 damage' });
  expect(boDamage).toBeDisabled();
  expect(lockOf(boDamage)).toHaveAttribute('title', REASONS.others);
  expect(screen.getByRole('button', { name: 'Ada suffers 1 damage' })).toBeEnabled();
});
