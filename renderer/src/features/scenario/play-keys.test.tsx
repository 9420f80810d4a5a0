import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { initiativeHost } from './play-session.fixture';
import { renderPlayPage } from './play-page.fixture';

/** A key pressed where the focus is, as the browser sends it (keydown on the focused element, bubbling to the window). */
const press = (key: string, modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, {
    key,
    code: key.length === 1 ? `Key${key.toUpperCase()}` : key,
    ...modifiers,
  });

/**
 * Letters typed into the focused field as a browser types them: each key goes down first, where a
 * shortcut would take it (and prevent its typing); a key nothing took goes into the value.
 */
function type(field: HTMLInputElement, text: string) {
  for (const letter of text) {
    const isTyped = press(letter);
    if (isTyped) fireEvent.change(field, { target: { value: field.value + letter } });
  }
}

it('Ctrl+Z undoes and D draws while an initiative field has the focus; the field keeps its digits and "rest"', async () => {
  const host = initiativeHost();
  renderPlayPage(host.transport);
  const ada = (await screen.findByTestId('initiative-ada')) as HTMLInputElement;
  const bo = screen.getByTestId('initiative-bo') as HTMLInputElement;
  expect(ada).toHaveFocus();
  type(ada, '12 45');
  expect(ada).toHaveValue('12 45');
  fireEvent.keyDown(ada, { key: 'Enter' });
  const adaShows = (placeholder: string) =>
    waitFor(() => expect(screen.getByTestId('initiative-ada')).toHaveAttribute('placeholder', placeholder));
  await adaShows('12 / 45');
  expect(bo).toHaveFocus();

  // Ctrl+Z in Bo's field takes Ada's initiative back; the focus stays in Bo's field.
  press('z', { ctrlKey: true });
  await adaShows('12 45 or r');
  expect(bo).toHaveFocus();
  // Ctrl+Shift+Z brings it back; the letters of "rest" are typed, not taken as keys.
  press('z', { ctrlKey: true, shiftKey: true });
  await adaShows('12 / 45');
  bo.focus();
  type(bo, 'rest');
  expect(bo).toHaveValue('rest');
  fireEvent.keyDown(bo, { key: 'Enter' });
  expect(await screen.findByTestId('draw')).toBeEnabled();

  // D draws from inside a field.
  screen.getByTestId('initiative-ada').focus();
  press('d');
  expect(await screen.findByTestId('next-turn')).toBeVisible();
  expect(host.sent).toEqual([
    'ChooseInitiative ada {"kind":"cards","leading":12,"second":45}',
    'undo',
    'redo',
    'ChooseInitiative bo {"kind":"longRest"}',
    'DrawMonsterAbilityCards',
  ]);
});
