import type { AreaCell } from '../../model/ability-action';

/**
 * X-haven Assistant draws area attacks as pictures named "aoe-...". These are the hex cells of
 * each picture in the card grid (see AreaCell), read off the printed cards. Patterns may be
 * rotated at the table, so one orientation per shape is enough.
 */
const t = (x: number, y: number): AreaCell => ({ x, y, role: 'target' });
const a = (x: number, y: number): AreaCell => ({ x, y, role: 'active' });

const circle = [t(0, 1), t(1, 0), t(1, 1), t(1, 2), t(2, 0), t(2, 1), t(2, 2)];

const patterns: Record<string, AreaCell[]> = {
  'aoe-triangle-2-side': [t(0, 1), t(1, 0), t(1, 1)],
  'aoe-triangle-2-side-with-black': [a(0, 1), t(1, 0), t(1, 1)],
  'aoe-triangle-3-side-with-corner-black': [t(1, 1), a(1, 2), t(2, 0), t(2, 1), t(2, 2), t(3, 2)],
  'aoe-circle': circle,
  'aoe-circle-with-middle-black': circle.map((cell) => (cell.x === 1 && cell.y === 1 ? a(1, 1) : cell)),
  'aoe-circle-with-side-black': [a(0, 1), t(1, 0), t(1, 1), t(1, 2), t(2, 0), t(2, 1), t(2, 2)],
  'aoe-4-with-black': [a(0, 1), t(1, 0), t(1, 1), t(2, 0)],
  'aoe-line-3-with-black': [t(1, 1), a(1, 2), t(2, 0)],
  'aoe-line-4-with-black': [a(0, 0), t(0, 1), t(1, 2), t(1, 3)],
  'aoe-line-6-with-black': [a(0, 5), t(1, 3), t(1, 4), t(2, 1), t(2, 2), t(3, 0)],
  // Boss stat cards.
  'boss-aoe-elder-drake-sp1': [a(1, 0), a(1, 1), a(2, 0), t(2, 1), t(2, 2), t(2, 3), t(3, 0), t(3, 1), t(3, 2), t(4, 0)],
  'boss-aoe-inox-bodyguard-sp1': [a(1, 0), t(1, 1), t(2, 0), t(2, 1), t(2, 2), t(3, 0)],
  'boss-aoe-sightless-eye-sp1': [
    t(0, 3),
    t(1, 1),
    t(1, 2),
    t(1, 3),
    a(2, 0),
    t(2, 1),
    t(2, 2),
    t(2, 3),
    t(3, 0),
    t(3, 1),
    t(3, 2),
    t(3, 3),
    t(4, 0),
    t(4, 1),
    t(4, 2),
    t(5, 0),
  ],
  'boss-aoe-sightless-eye-sp2': [a(1, 0), t(1, 1), t(2, 0), t(2, 1), t(2, 2), t(2, 3), t(3, 0), t(3, 1), t(3, 2), t(4, 0)],
};

export function areaPatternOf(name: string): AreaCell[] | undefined {
  const cells = patterns[name.trim()];
  return cells?.map((cell) => ({ ...cell }));
}
