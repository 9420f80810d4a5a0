import type { Layout } from './model';

/**
 * Invented layouts for the tests (no scenario's map is typed into Haven; the peer tests read the
 * real ones). "Crossing": a corridor joins A1a and C1a into the starting room, a stone door leads
 * on to D1a. "Halls": L1a and L1b laid edge to edge, a wooden door in the gap between them.
 */
export const crossing: Layout = {
  format: 'haven-layout/1',
  scenario: { set: 'gloomhaven', number: 901, name: 'Crossing' },
  tiles: [
    { tile: 'A1a', turns: 0 },
    { tile: 'C1a', turns: 0, on: { tile: 'A1a', cell: [5, 2] }, cell: [-1, 2] },
    { tile: 'D1a', turns: 0, on: { tile: 'C1a', cell: [4, 2] }, cell: [-1, 2] },
  ],
  doors: [{ kind: 'stone', tile: 'C1a', cell: [4, 2], to: 'D1a' }],
  corridors: [{ tile: 'A1a', cells: [[5, 2]], to: 'C1a' }],
  overlays: [
    { kind: 'start', tile: 'A1a', cells: [[0, 2]] },
    { kind: 'start', tile: 'A1a', cells: [[1, 2]] },
    { kind: 'trap', trap: 'bear', tile: 'C1a', cells: [[1, 1]] },
    { kind: 'obstacle', tile: 'C1a', cells: [[2, 2]] },
    { kind: 'coin', tile: 'D1a', cells: [[3, 3]] },
    { kind: 'chest', treasure: 'goal', tile: 'D1a', cells: [[1, 0]] },
  ],
  monsters: [
    { monster: 'rat', tile: 'A1a', cell: [3, 1], ranks: ['normal', 'normal', 'elite'] },
    { monster: 'ghost', tile: 'D1a', cell: [2, 2], ranks: ['none', 'normal', 'elite'] },
    { monster: 'ghost', tile: 'D1a', cell: [3, 2], ranks: ['elite', 'elite', 'elite'] },
  ],
};

export const halls: Layout = {
  format: 'haven-layout/1',
  scenario: { set: 'solo', number: 902, name: 'Halls' },
  tiles: [
    { tile: 'L1a', turns: 0 },
    { tile: 'L1b', turns: 0, on: { tile: 'L1a', cell: [5, 0] }, cell: [0, 0] },
  ],
  doors: [{ kind: 'wooden', tile: 'L1a', cell: [4, 1], to: 'L1b' }],
  corridors: [],
  overlays: [],
  monsters: [{ monster: 'rat', tile: 'L1b', cell: [2, 2], ranks: ['normal', 'normal', 'normal'] }],
};
