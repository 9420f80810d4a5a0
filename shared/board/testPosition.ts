import type { BoardFigure, BoardHex } from './position';

/** Figures for tests, with the defaults the schema would fill in. */
export function testFigure(id: string, kind: BoardFigure['kind'], hex: BoardHex, extra: Partial<BoardFigure> = {}): BoardFigure {
  return { id, kind, hex, name: '', isElite: false, isLongResting: false, isInvisible: false, ...extra };
}
