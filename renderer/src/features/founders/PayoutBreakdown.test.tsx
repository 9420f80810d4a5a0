import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { refused } from '@shared/rules/founders/game-state';
import { afterEach, expect, it } from 'vitest';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { PayoutBreakdown } from './PayoutBreakdown';

afterEach(async () => {
  await act(() => appI18n().changeLanguage('en'));
});

const problem = refused('founders.treeTwice', { resource: 'Ore' });

function renderProblem() {
  render(
    <MantineProvider>
      <I18nProvider>
        <PayoutBreakdown payout={problem} />
      </I18nProvider>
    </MantineProvider>,
  );
}

it("words the engine's refusal in the screen's language (issue 18), the English sentence in English", async () => {
  renderProblem();
  expect(screen.getByTestId('payout-problem')).toHaveTextContent(problem.violation);
  await act(() => appI18n().changeLanguage('de'));
  expect(screen.getByTestId('payout-problem')).toHaveTextContent('Der Ressourcenbaum nennt Ore zweimal; behalte einen Eintrag dafür.');
});
