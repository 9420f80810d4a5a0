import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { expect, it, vi } from 'vitest';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { AttackPanel } from './AttackPanel';
import { createPlayStore, PlayProvider } from '../../common/play/play-context';
import { GRAVEL_SENTRY, RUST_HOUND } from '@shared/rules/scenario/scenario.fixture';

/** Ada's turn with one Rust Hound on the map: just what the attack panel reads. */
const view = {
  id: 's1',
  edition: 'gh1',
  state: {
    round: 1,
    characters: { ada: { id: 'ada', name: 'Ada', health: 7, maxHealth: 7, conditions: [] } },
    monsters: { 'rust-hound#1': { id: 'rust-hound#1', typeId: 'rust-hound', number: 1, rank: 'normal', health: 5, conditions: [] } },
    monsterTypes: { 'rust-hound': RUST_HOUND },
    level: { monsterLevel: 1, scenarioLevel: 1 },
    actedThisRound: [],
    summons: {},
    activeFigure: { kind: 'character', id: 'ada' },
  },
  lastModifierDraw: null,
} as unknown as ScenarioSessionView;

/** The panel on `panelView` with the monster `selected`; returns the commands it sends. */
function renderPanel(panelView: ScenarioSessionView, selected: string): ScenarioCommandInput[] {
  const sent: ScenarioCommandInput[] = [];
  const exec = vi.fn(async (command: ScenarioCommandInput) => {
    sent.push(command);
    return true;
  });
  const store = createPlayStore(panelView);
  store.select({ kind: 'monster', id: selected });
  render(
    <MantineProvider>
      <PlayProvider view={panelView} exec={exec} store={store}>
        <AttackPanel attackRef={createRef()} />
      </PlayProvider>
    </MantineProvider>,
  );
  return sent;
}

it("sends a character's typed range with the attack (empty: melee) and clears it for the next attack", async () => {
  const sent = renderPanel(view, 'rust-hound#1');
  expect(screen.getByTestId('attack-panel')).toHaveTextContent('Ada attacks Rust Hound 1');

  fireEvent.change(screen.getByTestId('attack-value'), { target: { value: '3' } });
  fireEvent.change(screen.getByTestId('attack-range'), { target: { value: '4' } });
  await act(async () => fireEvent.click(screen.getByTestId('attack')));
  expect(sent[0]).toMatchObject({ type: 'Attack', attacker: { kind: 'character', id: 'ada' }, attack: 3, range: 4 });
  expect(screen.getByTestId('attack-range')).toHaveValue('');

  // The next attack is melee unless a range is typed again.
  fireEvent.change(screen.getByTestId('attack-value'), { target: { value: '2' } });
  await act(async () => fireEvent.click(screen.getByTestId('attack')));
  expect(sent[1]).toMatchObject({ attack: 2 });
  expect(sent[1]).not.toHaveProperty('range');
});

it("names the items behind an attack bonus in the reader's language, as the host names them (issue 29)", () => {
  // The engine books the potion by its English name; the host's `itemNames` carry the pack's German one.
  const withPotion = {
    ...view,
    state: {
      ...view.state,
      itemBonuses: { ada: [{ item: 'Minor Power Potion', attack: 1, conditions: [], targets: 'all', lasts: 'nextAttack' }] },
    },
    itemNames: { 'Minor Power Potion': 'Kleiner Krafttrank' },
  } as unknown as ScenarioSessionView;
  render(
    <MantineProvider>
      <PlayProvider view={withPotion} exec={vi.fn(async () => true)} store={createPlayStore(withPotion)}>
        <AttackPanel attackRef={createRef()} />
      </PlayProvider>
    </MantineProvider>,
  );
  expect(screen.getByTestId('item-bonus')).toHaveTextContent(/\(Kleiner Krafttrank\)$/);
});

it("offers a kept hand's attacker the cards to lose instead of the target's retaliate, and sends them (1st ed. rulebook p. 28)", async () => {
  // A Gravel Sentry (retaliate 1 on its stat card); Ada keeps two cards in hand, none chosen.
  const card = (id: string, name: string) => ({ id, name, level: 1, initiative: 10 });
  const withSentry = {
    ...view,
    state: {
      ...view.state,
      monsters: {
        'gravel-sentry#1': { id: 'gravel-sentry#1', typeId: 'gravel-sentry', number: 1, rank: 'normal', health: 6, conditions: [] },
      },
      monsterTypes: { 'gravel-sentry': GRAVEL_SENTRY },
      hands: { ada: { hand: ['a1', 'a2'], discard: [], lost: [], active: [], chosen: [] } },
      cardPools: { ada: { handSize: 2, cards: [card('a1', 'Ember Step'), card('a2', 'Quiet Hand')] } },
    },
  } as unknown as ScenarioSessionView;
  const sent = renderPanel(withSentry, 'gravel-sentry#1');
  expect(screen.getByTestId('retaliate-choice')).toHaveTextContent('it retaliates 1: Ada suffers the damage or loses cards instead');
  fireEvent.change(screen.getByTestId('attack-value'), { target: { value: '2' } });
  fireEvent.click(screen.getByTestId('negate-retaliate'));
  // No card chosen yet: the attack waits for the choice.
  expect(screen.getByTestId('attack')).toBeDisabled();
  fireEvent.click(screen.getByTestId('lose-for-damage-Quiet Hand'));
  await act(async () => fireEvent.click(screen.getByTestId('attack')));
  expect(sent[0]).toMatchObject({ targets: [{ negateRetaliate: true, retaliateLostCards: ['a2'] }] });
  expect(screen.getByTestId('negate-retaliate')).toHaveAttribute('aria-pressed', 'false');
});
