import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { ScenarioSessionView, TurnSlotView } from '@shared/ipc/scenario-types';
import { PlayProvider } from '../../common/play/play-context';
import { TurnOrderPanel } from './TurnOrderPanel';

const slot = (id: string, name: string, initiative: number, kind: 'monster' | 'character' = 'monster'): TurnSlotView => ({
  figure: { kind, id },
  name,
  initiative,
  status: 'pending',
  isTied: initiative === 30,
});

/** Just enough of a session for the turn order: two monster types tied on 30 and a character. */
function session(): ScenarioSessionView {
  const standee = (typeId: string, number: number) => ({
    id: `${typeId}#${number}`,
    typeId,
    number,
    rank: 'normal',
    health: 3,
    maxHealth: 3,
    conditions: [],
    isSummoned: false,
    isSpawned: false,
    isAlly: false,
    firstRound: 1,
  });
  return {
    state: {
      round: 2,
      phase: 'turns',
      characters: { ada: { id: 'ada', name: 'Ada', isExhausted: false, initiative: { kind: 'cards', leading: 12, second: 40 } } },
      monsters: { 'moth#1': standee('moth', 1), 'hound#2': standee('hound', 2) },
      monsterTieOrder: ['moth', 'hound'],
      activeFigure: null,
    },
    turnOrder: [slot('ada', 'Ada', 12, 'character'), slot('moth#1', 'Moth 1', 30), slot('hound#2', 'Hound 2', 30)],
  } as unknown as ScenarioSessionView;
}

it('shows ties and lets the players swap tied monster types (rules model: "Monster vs monster: players decide")', () => {
  const exec = vi.fn(async () => true);
  render(
    <MantineProvider>
      <PlayProvider view={session()} exec={exec}>
        <TurnOrderPanel onDraw={() => {}} onNext={() => {}} onEndRound={() => {}} />
      </PlayProvider>
    </MantineProvider>,
  );
  expect(screen.getAllByText('tie')).toHaveLength(2);
  expect(screen.queryByTestId('swap-moth#1')).toBeNull();
  fireEvent.click(screen.getByTestId('swap-hound#2'));
  expect(exec).toHaveBeenCalledWith({ type: 'SetMonsterTieOrder', typeIds: ['hound', 'moth'] });
  expect(screen.getByTestId('next-turn')).toHaveTextContent('Start turn');
});

it('lets the party order two characters tied on both cards, and only then', () => {
  const exec = vi.fn(async () => true);
  const view = session() as unknown as { state: Record<string, unknown>; turnOrder: TurnSlotView[] };
  const cards = { kind: 'cards', leading: 12, second: 40 };
  view.state = {
    ...view.state,
    characters: {
      ada: { id: 'ada', name: 'Ada', isExhausted: false, initiative: cards },
      bo: { id: 'bo', name: 'Bo', isExhausted: false, initiative: cards },
      cy: { id: 'cy', name: 'Cy', isExhausted: false, initiative: { ...cards, second: 50 } },
    },
    characterTieOrder: ['ada', 'bo', 'cy'],
  };
  view.turnOrder = [slot('ada', 'Ada', 12, 'character'), slot('bo', 'Bo', 12, 'character'), slot('cy', 'Cy', 12, 'character')];
  render(
    <MantineProvider>
      <PlayProvider view={view as unknown as ScenarioSessionView} exec={exec}>
        <TurnOrderPanel onDraw={() => {}} onNext={() => {}} onEndRound={() => {}} />
      </PlayProvider>
    </MantineProvider>,
  );
  // Cy's second card breaks the tie with Bo: no choice there.
  expect(screen.queryByTestId('swap-cy')).toBeNull();
  fireEvent.click(screen.getByTestId('swap-bo'));
  expect(exec).toHaveBeenCalledWith({ type: 'SetCharacterTieOrder', characterIds: ['bo', 'ada', 'cy'] });
});

it("gives a monster type's standees one row with a slot each, as the physical initiative track does", () => {
  const view = session() as unknown as { state: Record<string, unknown>; turnOrder: TurnSlotView[] };
  const standee = (number: number, rank: string) => ({
    id: `moth#${number}`,
    typeId: 'moth',
    number,
    rank,
    health: 3,
    maxHealth: 3,
    conditions: [],
  });
  view.state = {
    ...view.state,
    monsters: { 'moth#1': standee(1, 'elite'), 'moth#3': standee(3, 'normal') },
    monsterTypes: { moth: { name: 'Ember Moth' } },
    activeFigure: { kind: 'monster', id: 'moth#3' },
  };
  view.turnOrder = [
    slot('ada', 'Ada', 12, 'character'),
    { ...slot('moth#1', 'Ember Moth 1', 20), status: 'done' },
    { ...slot('moth#3', 'Ember Moth 3', 20), status: 'active' },
  ];
  const { container } = render(
    <MantineProvider>
      <PlayProvider view={view as unknown as ScenarioSessionView} exec={vi.fn(async () => true)}>
        <TurnOrderPanel onDraw={() => {}} onNext={() => {}} onEndRound={() => {}} />
      </PlayProvider>
    </MantineProvider>,
  );
  const on = within(container);
  expect(on.getAllByTestId('slot-initiative').map((el) => el.textContent)).toEqual(['12', '20']);
  const row = on.getByTestId('turn-row-moth#1');
  expect(row).toHaveTextContent('Ember Moth');
  expect(row).not.toHaveTextContent('Ember Moth 1');
  expect(on.getByTestId('slot-moth#1')).toHaveAttribute('data-status', 'done');
  expect(on.getByTestId('slot-moth#3')).toHaveAttribute('data-status', 'active');
  expect(on.getByTestId('slot-moth#1')).toHaveAccessibleName('Ember Moth 1 (elite), done');
});

it('asks no initiative number of a character whose hand Haven keeps: its leading card gives it', () => {
  const view = session();
  const state = view.state as unknown as Record<string, unknown>;
  const choosing = {
    ...view,
    state: {
      ...state,
      round: 1,
      phase: 'cardSelection',
      characters: {
        ada: { id: 'ada', name: 'Ada', isExhausted: false, initiative: null },
        bo: { id: 'bo', name: 'Bo', isExhausted: false, initiative: null },
      },
      hands: { bo: { hand: ['1', '2'], discard: [], lost: [], active: [], chosen: [], played: [] } },
    },
    turnOrder: [],
  } as unknown as ScenarioSessionView;
  render(
    <MantineProvider>
      <PlayProvider view={choosing} exec={vi.fn(async () => true)}>
        <TurnOrderPanel onDraw={() => {}} onNext={() => {}} onEndRound={() => {}} />
      </PlayProvider>
    </MantineProvider>,
  );
  expect([screen.queryByTestId('initiative-ada') !== null, screen.queryByTestId('initiative-bo') !== null]).toEqual([true, false]);
  expect(screen.getByTestId('initiative-from-hand')).toHaveTextContent('Bo plays from the hand Haven keeps');
});
