import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ModifierDrawView } from '@shared/ipc/scenario-types';
import { BLESS_CARD, CURSE_CARD, DOUBLE_CARD, NULL_CARD } from '@shared/rules/scenario/modifier-cards';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { ModifierDraw } from './ModifierDraw';

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

/** One draw per special card, each for a monster's attack of 3 against Ada. */
function drawOf(card: typeof NULL_CARD): ModifierDrawView {
  return {
    seq: 1,
    deck: 'monsters',
    deckName: 'Monsters',
    drawn: [card],
    applied: [card],
    results: [{ target: 'Ada', attackValue: 3, afterModifier: card.kind === 'null' ? 0 : 6, damage: 0, isNull: card.kind === 'null' }],
  };
}

function faces(card: typeof NULL_CARD): string {
  render(
    <MantineProvider>
      <I18nProvider>
        <ModifierDraw draw={drawOf(card)} />
      </I18nProvider>
    </MantineProvider>,
  );
  const text = screen.getByTestId('modifier-card').textContent ?? '';
  cleanup();
  return text;
}

it('names the null card, curse and bless in words in English and German, never "null" or a lone symbol (issue 29)', async () => {
  expect(faces(NULL_CARD)).toBe('Null∅ no damage');
  expect(faces(CURSE_CARD)).toBe('Curse∅ no damage');
  expect(faces(BLESS_CARD)).toBe('Bless×2 double damage');
  expect(faces(DOUBLE_CARD)).toBe('Double×2 double damage');

  await act(() => appI18n().changeLanguage('de'));
  expect(faces(NULL_CARD)).toBe('Null∅ kein Schaden');
  expect(faces(CURSE_CARD)).toBe('Fluch∅ kein Schaden');
  expect(faces(BLESS_CARD)).toBe('Segen×2 doppelter Schaden');
});
