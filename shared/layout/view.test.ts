import { expect, it } from 'vitest';
import { assembleLayout } from './assemble';
import { cellToHex } from './cell';
import { crossing } from './layout.fixture';
import { layoutView } from './view';

it('shows the revealed rooms’ tiles by name, their marks by kind and the doors, and keeps the rest hidden', () => {
  const view = layoutView(assembleLayout(crossing), [1]);
  expect(view.tiles.map((tile) => [tile.name, tile.hexes.length])).toEqual([
    ['A1a', 9],
    ['C1a', 12],
  ]);
  expect(view.marks).toEqual([
    { kind: 'start', hex: cellToHex([0, 2]) },
    { kind: 'start', hex: cellToHex([1, 2]) },
    { kind: 'trap', hex: cellToHex([7, 1]), trap: 'bear' },
    { kind: 'obstacle', hex: cellToHex([8, 2]) },
  ]);
  expect(view.doors).toEqual([{ kind: 'stone', hex: cellToHex([10, 2]), rooms: [1, 2] }]);
  expect(view.hiddenRooms.map((room) => [room.number, room.hexes.length])).toEqual([[2, 19]]);
  const all = layoutView(assembleLayout(crossing), [1, 2]);
  expect(all.marks.filter((mark) => mark.kind === 'chest')).toEqual([{ kind: 'chest', hex: cellToHex([12, 0]), treasure: 'goal' }]);
  expect(all.hiddenRooms).toEqual([]);
});
