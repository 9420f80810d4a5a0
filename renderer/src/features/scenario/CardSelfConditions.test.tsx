import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RUST_HOUND, run, SELF_STRENGTHEN_DECK, testScenario, withDrawnCards } from '@shared/rules/scenario/scenario.fixture';
import { engineHost } from './engine-host.fixture';
import { renderPlayPage } from './play-page.fixture';

/** A Rust Hound whose drawn card strengthens itself (hp-self, initiative 30), before Wren (80) and Tam (82). */
function houndRevealsItsCard() {
  const drawn = run(
    testScenario('gh1', { monsterTypes: [RUST_HOUND], abilityDecks: [SELF_STRENGTHEN_DECK] }),
    { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
    { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 80, second: 81 } },
    { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 82, second: 83 } },
    { type: 'DrawMonsterAbilityCards' },
  );
  return withDrawnCards(drawn, { 'rust-hound': 'hp-self' });
}

it("a monster card that strengthens itself offers it in one tap on the standee's turn, and says when it is done", async () => {
  const host = engineHost(houndRevealsItsCard());
  renderPlayPage(host.transport);
  // Before its turn nothing is offered; N starts the hound's turn (it acts first).
  expect(await screen.findByTestId('monster-group-rust-hound')).toBeInTheDocument();
  expect(screen.queryByTestId('card-self-conditions')).toBeNull();
  fireEvent.keyDown(document.body, { key: 'n', code: 'KeyN' });
  const offer = await screen.findByTestId('self-condition-strengthen');
  expect(offer).toBeEnabled();
  expect(offer).toHaveTextContent('Strengthen, self');
  fireEvent.click(offer);
  await waitFor(() => expect(screen.getByTestId('self-condition-strengthen')).toBeDisabled());
  expect(screen.getByTestId('self-condition-strengthen')).toHaveTextContent('Strengthen, self: done');
  expect(host.sent.at(-1)).toEqual({ type: 'AddCondition', figure: { kind: 'monster', id: 'rust-hound#1' }, condition: 'strengthen' });
  expect(host.state().monsters['rust-hound#1']?.conditions).toEqual([{ name: 'strengthen', isFresh: true }]);
});
