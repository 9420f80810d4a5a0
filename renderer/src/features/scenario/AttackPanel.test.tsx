import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { expect, it, vi } from 'vitest';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { AttackPanel } from './AttackPanel';
import { createPlayStore, PlayProvider } from '../../common/play/play-context';

/** Ada's turn with one Rust Hound on the map: just what the attack panel reads. */
const view = {
  id: 's1',
  edition: 'gh1',
  state: {
    round: 1,
    characters: { ada: { id: 'ada', name: 'Ada', health: 7, maxHealth: 7, conditions: [] } },
    monsters: { 'rust-hound#1': { id: 'rust-hound#1', typeId: 'rust-hound', number: 1, health: 5, conditions: [] } },
    monsterTypes: { 'rust-hound': { name: 'Rust Hound' } },
    summons: {},
    activeFigure: { kind: 'character', id: 'ada' },
  },
  lastModifierDraw: null,
} as unknown as ScenarioSessionView;

it("sends a character's typed range with the attack (empty: melee) and clears it for the next attack", async () => {
  const sent: ScenarioCommandInput[] = [];
  const exec = vi.fn(async (command: ScenarioCommandInput) => {
    sent.push(command);
    return true;
  });
  const store = createPlayStore(view);
  store.select({ kind: 'monster', id: 'rust-hound#1' });
  render(
    <MantineProvider>
      <PlayProvider view={view} exec={exec} store={store}>
        <AttackPanel attackRef={createRef()} />
      </PlayProvider>
    </MantineProvider>,
  );
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
