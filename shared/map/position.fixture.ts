import type { Hex } from '../hex/types';
import type { BoardFigure } from './position';

/** Figures for tests, with the defaults the schema would fill in. */
export function testFigure(id: string, kind: BoardFigure['kind'], hex: Hex, extra: Partial<BoardFigure> = {}): BoardFigure {
  return { id, kind, hex, name: '', isElite: false, isLongResting: false, isInvisible: false, ...extra };
}
