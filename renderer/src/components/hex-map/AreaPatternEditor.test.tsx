import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Aoe } from '@shared/map/position';
import { AreaPatternEditor } from './AreaPatternEditor';

afterEach(cleanup);

function open(area: Aoe | null, onSave = vi.fn()) {
  render(
    <MantineProvider>
      <AreaPatternEditor opened area={area} defaultAnchor="self" onCancel={() => {}} onSave={onSave} />
    </MantineProvider>,
  );
  return onSave;
}

const hex = (name: string) => screen.getByRole('button', { name });

it('draws a line from the monster by tapping and saves it normalised', () => {
  const onSave = open(null);
  expect(hex('Hex 0, 0 — the monster')).toBeInTheDocument();
  // Straight up from the monster: the normalised drawing of a line points along q.
  fireEvent.click(hex('Hex 0, -1 — not attacked'));
  fireEvent.click(hex('Hex 0, -2 — not attacked'));
  expect(hex('Hex 0, -1 — attacked')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('area-editor-message')).toHaveTextContent('2 hexes attacked');
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onSave).toHaveBeenCalledWith({
    anchor: 'self',
    cells: [
      [1, 0],
      [2, 0],
    ],
  });
});

it('refuses in words a hex that does not join the monster, and saves nothing', () => {
  const onSave = open(null);
  fireEvent.click(hex('Hex 2, 0 — not attacked'));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onSave).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Not saved: Hex 2, 0 is not joined to the monster');
  fireEvent.click(hex('Hex 1, 0 — not attacked'));
  expect(screen.getByRole('status')).toHaveTextContent('2 hexes attacked');
});

it('works from the keyboard: arrows move between hexes, Enter and Space mark them', () => {
  const onSave = open({ anchor: 'free', cells: [[0, 0]] });
  const start = hex('Hex 1, 0 — not attacked');
  expect(start).toHaveAttribute('tabindex', '0');
  start.focus();
  fireEvent.keyDown(start, { key: ' ' });
  fireEvent.keyDown(start, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(hex('Hex 1, -1 — not attacked'));
  fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
  expect(hex('Hex 1, -1 — attacked')).toHaveAttribute('tabindex', '0');
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onSave).toHaveBeenCalledWith({
    anchor: 'free',
    cells: [
      [0, 0],
      [1, -1],
      [1, 0],
    ],
  });
});

it('clears the drawing and explains that a hex is needed; the anchor choice keeps the hexes', () => {
  open({
    anchor: 'free',
    cells: [
      [0, 0],
      [1, 0],
    ],
  });
  fireEvent.click(screen.getByRole('radio', { name: 'From the monster' }));
  expect(screen.getByRole('status')).toHaveTextContent('The grey hex is the monster itself');
  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.getByRole('status')).toHaveTextContent('No hex is marked yet');
  expect(screen.queryAllByRole('button', { name: /— attacked/ })).toHaveLength(0);
});
