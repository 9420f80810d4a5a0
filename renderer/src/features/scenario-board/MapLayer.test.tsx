import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ScenarioMapView } from '@shared/ipc/scenario-types';
import { TRAP_KINDS } from '@shared/layout/model';
import { MapLayer } from './MapLayer';

/** One mark of each kind the layer draws itself, side by side on a row of hexes. */
const marks: ScenarioMapView['marks'] = [
  { kind: 'start', hex: [0, 0] },
  { kind: 'coin', hex: [1, 0] },
  { kind: 'chest', hex: [2, 0], treasure: 7 },
  ...TRAP_KINDS.map((trap, i) => ({ kind: 'trap' as const, hex: [3 + i, 0] as [number, number], trap })),
];

const map: ScenarioMapView = { tiles: [], marks, doors: [], hiddenRooms: [], leftOff: [] };

/**
 * What a mark looks like with its colours taken away: the shapes it is drawn with, in order, and
 * the sign it carries. Issue 27: marks are told apart by shape as well as colour.
 */
function shapeOf(mark: Element): string {
  return [...mark.children]
    .filter((child) => child.tagName.toLowerCase() !== 'title')
    .map((child) => `${child.tagName.toLowerCase()}${child.tagName.toLowerCase() === 'text' ? `(${child.textContent})` : ''}`)
    .join('+');
}

it('draws every kind of mark, and every kind of trap, with a shape of its own, not only a colour', () => {
  const { container } = render(
    <svg>
      <MapLayer map={map} />
    </svg>,
  );
  const drawn = [...container.querySelectorAll('[data-mark-kind]')];
  expect(drawn).toHaveLength(marks.length);
  const shapes = drawn.map(shapeOf);
  for (const shape of shapes) expect(shape).not.toBe('');
  expect(new Set(shapes).size).toBe(marks.length);
  // Each mark says what it is in words too (a tooltip, read aloud by a screen reader).
  expect(drawn.map((mark) => mark.querySelector('title')?.textContent)).toEqual([
    'Start hex',
    expect.stringMatching(/money|coin/i),
    expect.stringMatching(/7/),
    ...TRAP_KINDS.map(() => expect.stringMatching(/^Trap/)),
  ]);
});
