import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { actionWords } from '@shared/content/action-words';
import { toEngineAction } from '@shared/content/to-scenario';
import type { WorkedOutAction } from '@shared/rules/scenario';
import { afterEach, expect, it } from 'vitest';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { ActionList } from './ActionList';

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

/** A card's "Attack +1" with "Push 2" and "Area: 3 hexes" beneath, as the host sends it worked out. */
const push = toEngineAction({ type: 'push', value: 2 });
const area = toEngineAction({ type: 'area', cells: [0, 1, 2].map((x) => ({ x, y: 0, role: 'target' as const })) });
const actions: WorkedOutAction[] = [
  {
    type: 'attack',
    value: 3,
    subActions: [
      { type: 'special', text: push.text!, words: push.words!, subActions: [] },
      { type: 'special', text: area.text!, words: area.words!, subActions: [] },
      { type: 'special', text: 'Rises again', subActions: [] },
    ],
  },
];

it("words a monster card's lines Haven makes in the screen's language, the pack's own text as written (issue 18)", async () => {
  expect(actionWords({ type: 'push', value: 2 })).toEqual(push.words);
  render(
    <MantineProvider>
      <I18nProvider>
        <ActionList actions={actions} testId="card" />
      </I18nProvider>
    </MantineProvider>,
  );
  const card = screen.getByTestId('card');
  expect(card).toHaveTextContent('Push 2');
  expect(card).toHaveTextContent('Area: 3 hexes');
  await act(() => appI18n().changeLanguage('de'));
  expect(card).toHaveTextContent('Angriff 3');
  expect(card).toHaveTextContent('Stoßen 2');
  expect(card).toHaveTextContent('Bereich: 3 Felder');
  expect(card).not.toHaveTextContent('Push');
  expect(card).toHaveTextContent('Rises again');
});
