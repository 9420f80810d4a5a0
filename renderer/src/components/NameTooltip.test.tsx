import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, NameTooltip } from './NameTooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function poisonButton() {
  const onClick = vi.fn();
  render(
    <MantineProvider>
      <NameTooltip label="Poison">
        <button type="button" onClick={onClick} aria-label="Add poison">
          ☠
        </button>
      </NameTooltip>
    </MantineProvider>,
  );
  return { button: screen.getByRole('button', { name: 'Add poison' }), onClick };
}

/**
 * The name on screen, if any. happy-dom lays nothing out, so floating-ui places the open tooltip
 * with display: none; a closed one is not in the page at all (Mantine unmounts it).
 */
const shownName = () => screen.queryByRole('tooltip', { hidden: true });

/** A finger on the button for `ms`, then lifted; the browser's click follows the lift. */
async function press(button: HTMLElement, ms: number) {
  fireEvent.pointerDown(button, { pointerType: 'touch' });
  await act(async () => vi.advanceTimersByTime(ms));
  fireEvent.pointerUp(button, { pointerType: 'touch' });
  fireEvent.click(button);
}

it('a long press by touch names the button and does not press it; the name goes a while after the lift', async () => {
  const { button, onClick } = poisonButton();
  fireEvent.pointerDown(button, { pointerType: 'touch' });
  await act(async () => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
  expect(shownName()).toBeNull(); // not yet: a tap may still be on its way
  await act(async () => vi.advanceTimersByTime(1)); // the long press
  await act(async () => vi.advanceTimersByTime(100)); // the name's own entrance
  expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(/^Poison$/);
  fireEvent.pointerUp(button, { pointerType: 'touch' });
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Poison');
  await act(async () => vi.advanceTimersByTime(5_000)); // the name's time after the lift
  await act(async () => vi.advanceTimersByTime(1_000)); // and its exit
  expect(shownName()).toBeNull();
});

it('a short tap presses the button and shows no name', async () => {
  const { button, onClick } = poisonButton();
  await press(button, 50);
  expect(onClick).toHaveBeenCalledTimes(1);
  await act(async () => vi.advanceTimersByTime(5_000));
  expect(shownName()).toBeNull();
  // The tap after a long press is a tap again.
  await press(button, LONG_PRESS_MS + 100);
  expect(onClick).toHaveBeenCalledTimes(1);
  await press(button, 50);
  expect(onClick).toHaveBeenCalledTimes(2);
});

it('a mouse pressing long presses the button as always', async () => {
  const { button, onClick } = poisonButton();
  fireEvent.pointerDown(button, { pointerType: 'mouse' });
  await act(async () => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
  fireEvent.pointerUp(button, { pointerType: 'mouse' });
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('a mouse pointing at the button names it', async () => {
  const { button } = poisonButton();
  fireEvent.mouseEnter(button);
  await act(async () => vi.advanceTimersByTime(1_000));
  expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Poison');
});
