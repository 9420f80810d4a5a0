import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { isViolation, NEUTRAL, payoutForBuild } from '@shared/rules/founders';
import { gameWith } from '@shared/rules/founders/founders.fixture';
import { refused } from '@shared/rules/founders/game-state';
import { afterEach, expect, it } from 'vitest';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { PayoutBreakdown } from './PayoutBreakdown';
import { resourceWord } from '@shared/rules/founders/resource-words';

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

const problem = refused('founders.treeTwice', { resource: resourceWord('Ore') });

function renderPayout(payout: Parameters<typeof PayoutBreakdown>[0]['payout']) {
  render(
    <MantineProvider>
      <I18nProvider>
        <PayoutBreakdown payout={payout} />
      </I18nProvider>
    </MantineProvider>,
  );
}

it("words the engine's refusal in the screen's language (issue 18), the English sentence in English", async () => {
  renderPayout(problem);
  expect(screen.getByTestId('payout-problem')).toHaveTextContent(problem.violation);
  await act(() => appI18n().changeLanguage('de'));
  expect(screen.getByTestId('payout-problem')).toHaveTextContent('Der Ressourcenbaum nennt Ore zweimal; behalte einen Eintrag dafür.');
});

// Rulebook, Neutral Buildings: machinery built from a neutral metal and Purple's knowledge, then a
// cloth from Green's livestock and that machinery (Purple owns the knowledge and the machinery).
const game = {
  ...gameWith(['White', 'Purple', 'Green']),
  tiles: [
    { id: 'metal-1', resource: 'metal', owner: NEUTRAL },
    { id: 'knowledge-1', resource: 'knowledge', owner: 'Purple' },
    { id: 'livestock-1', resource: 'livestock', owner: 'Green' },
    { id: 'machinery-2', resource: 'machinery', owner: 'Purple', from: [{ tile: 'metal-1' }, { tile: 'knowledge-1' }] },
  ],
};
const payout = payoutForBuild(game, {
  player: 'Purple',
  tile: { id: 'cloth-1', resource: 'cloth' },
  from: [{ tile: 'livestock-1' }, { tile: 'machinery-2' }],
});

it("names the tiles and says why each earns what it does as the engine does, in English, and in the screen's language", async () => {
  if (isViolation(payout)) throw new Error(payout.violation);
  renderPayout(payout);
  const lines = screen.getAllByTestId('payout-line');
  expect(lines).toHaveLength(payout.lines.length);
  payout.lines.forEach((line, index) => expect(lines[index]).toHaveTextContent(line.why));
  expect(lines[1]).toHaveTextContent('machinery (machinery 2)');

  await act(() => appI18n().changeLanguage('de'));
  const german = screen.getByTestId('payout-breakdown').textContent ?? '';
  expect(german).toContain('Maschinen (Maschinen 2)');
  expect(german).toContain('Das neutrale Metall-Plättchen verdient 2 Punkte');
  // The tile (das Plättchen) is neuter: "besitzt es".
  expect(german).toContain('Purple besitzt es ebenfalls');
  for (const english of ['machinery', 'metal', 'knowledge', 'livestock', 'cloth', 'earns', 'tile']) expect(german).not.toContain(english);
});

it("names the resources and tiles of a refusal in the screen's language", async () => {
  const refusal = payoutForBuild(game, { player: 'Purple', tile: { id: 'cloth-1', resource: 'cloth' }, from: [{ tile: 'machinery-2' }] });
  if (!isViolation(refusal)) throw new Error('expected a refusal');
  renderPayout(refusal);
  expect(screen.getByTestId('payout-problem')).toHaveTextContent(refusal.violation);
  await act(() => appI18n().changeLanguage('de'));
  expect(screen.getByTestId('payout-problem')).toHaveTextContent(
    'Das Plättchen Stoff 1 (Stoff) braucht Vieh und Maschinen; nenne das Vieh-Plättchen',
  );
});
