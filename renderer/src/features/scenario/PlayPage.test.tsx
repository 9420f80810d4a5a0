import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS } from '../../components/NameTooltip';
import type { IpcResult } from '@shared/ipc/contract';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { HavenApi } from '../../bridge/transport';
import { renderPlayPage } from './play-page.fixture';

/** Just enough of a session for the play screen: Ada alone, in the first round. */
function session(adaHealth: number, broken: Partial<Record<keyof ScenarioSessionView, unknown>> = {}): ScenarioSessionView {
  const elements = { fire: 'inert', ice: 'inert', air: 'inert', earth: 'inert', light: 'inert', dark: 'inert' };
  return {
    id: 's1',
    campaignId: null,
    name: 'Ad hoc scenario',
    edition: 'gh1',
    status: 'playing',
    canUndo: false,
    canRedo: false,
    state: {
      round: 1,
      phase: 'cardSelection',
      level: { scenarioLevel: 1 },
      goalMetInRound: null,
      lossConditionMetInRound: null,
      characters: {
        ada: {
          id: 'ada',
          name: 'Ada',
          health: adaHealth,
          maxHealth: 7,
          experience: 0,
          moneyTokens: 0,
          conditions: [],
          isExhausted: false,
          initiative: null,
        },
      },
      monsters: {},
      summons: {},
      monsterTypes: {},
      activeFigure: null,
      elements,
      pendingInfusions: [],
      monsterTieOrder: [],
      characterTieOrder: ['ada'],
      actedThisRound: [],
    },
    turnOrder: [],
    itemNames: {},
    monsterGroups: [],
    rooms: [],
    modifierDecks: [],
    lastModifierDraw: null,
    history: [],
    ...broken,
  } as unknown as ScenarioSessionView;
}

/** A host held in the test's hand: reads answer at once, each change waits until the test answers it. */
function fakeHost(first: ScenarioSessionView = session(7)) {
  const reads: string[] = [];
  const changes: Array<(result: IpcResult) => void> = [];
  /** The scenario commands the screen sent. */
  const sent: unknown[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const transport: HavenApi = {
    invoke(channel, input) {
      if (channel === 'scenarios.get') {
        reads.push(channel);
        return Promise.resolve({ ok: true, value: first });
      }
      if (channel === 'scenarios.execute') sent.push((input as { command: unknown }).command);
      return new Promise((resolve) => changes.push(resolve));
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
  const announce = () => listeners.get('scenarios.changed')?.forEach((listener) => listener({ sessionId: 's1', campaignId: null }));
  return { transport, reads, changes, sent, announce };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it("shows a change's answer at once and reads again only when a change failed or another screen changed the session", async () => {
  const host = fakeHost();
  renderPlayPage(host.transport);
  expect(await screen.findByTestId('hp-ada')).toHaveTextContent('7/7');
  expect(host.reads).toHaveLength(1);

  // The host announces the change before it answers it: no read for that, the answer shows.
  fireEvent.click(screen.getByRole('button', { name: 'Ada suffers 1 damage' }));
  await act(async () => {
    host.announce();
    host.changes[0]!({ ok: true, value: session(6) });
  });
  expect(screen.getByTestId('hp-ada')).toHaveTextContent('6/7');
  expect(host.reads).toHaveLength(1);

  // A refused change: what was announced meanwhile is read once it is refused.
  fireEvent.click(screen.getByRole('button', { name: 'Ada heals 1' }));
  await act(async () => {
    host.announce();
    host.changes[1]!({ ok: false, code: 'rule-violation', error: 'Refused.' });
  });
  expect(await screen.findByTestId('play-error')).toHaveTextContent('Refused.');
  expect(host.reads).toHaveLength(2);

  // Another screen's change, with none of this one's running: read at once.
  await act(async () => host.announce());
  expect(host.reads).toHaveLength(3);
  cleanup();
});

it("names an element and a figure's condition on a long press by touch without changing them; a tap still infuses", async () => {
  const host = fakeHost();
  try {
    renderPlayPage(host.transport);
    const fire = await screen.findByTestId('element-fire');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.pointerDown(fire, { pointerType: 'touch' });
    await act(async () => vi.advanceTimersByTime(LONG_PRESS_MS));
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Fire: inert — key 1');
    fireEvent.pointerUp(fire, { pointerType: 'touch' });
    fireEvent.click(fire);
    expect(host.sent).toEqual([]);
    fireEvent.pointerDown(fire, { pointerType: 'touch' });
    fireEvent.pointerUp(fire, { pointerType: 'touch' });
    fireEvent.click(fire);
    expect(host.sent).toEqual([{ type: 'InfuseElement', element: 'fire', isImmediate: true }]);

    // A figure's conditions alike: the long press names poison and adds nothing.
    fireEvent.click(within(screen.getByTestId('character-ada')).getAllByRole('button')[0]!);
    const poison = screen.getByTestId('condition-poison');
    fireEvent.pointerDown(poison, { pointerType: 'touch' });
    await act(async () => vi.advanceTimersByTime(LONG_PRESS_MS));
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getAllByRole('tooltip', { hidden: true }).map((tip) => tip.textContent)).toContain('Poison');
    fireEvent.pointerUp(poison, { pointerType: 'touch' });
    fireEvent.click(poison);
    expect(host.sent).toHaveLength(1);
  } finally {
    cleanup();
    vi.useRealTimers();
  }
});

it('a part of the play screen that fails shows a sentence in its place, and the other parts keep working', async () => {
  // React reports the caught fault on the console; the test keeps its output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The decks arrive unreadable: their panel cannot be drawn, the party can.
  const host = fakeHost(session(7, { modifierDecks: null }));
  renderPlayPage(host.transport);
  expect(await screen.findByTestId('hp-ada')).toHaveTextContent('7/7');
  expect(screen.getByTestId('fault-notice')).toHaveTextContent('This part could not be shown');
  expect(screen.queryByTestId('decks-panel')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Ada suffers 1 damage' }));
  await act(async () => host.changes[0]!({ ok: true, value: session(6, { modifierDecks: null }) }));
  expect(screen.getByTestId('hp-ada')).toHaveTextContent('6/7');
});
