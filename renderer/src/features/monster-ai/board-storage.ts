import { boardPositionSchema, emptyPosition, type BoardPosition } from '../../../../shared/map/position';

/** A saved board, or an empty one when there is none or it no longer reads as a board position. */
export function loadBoard(key: string): BoardPosition {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return emptyPosition();
    const parsed = boardPositionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : emptyPosition();
  } catch {
    // Storage can be switched off in a browser: the board then simply starts empty.
    return emptyPosition();
  }
}

export function saveBoard(key: string, position: BoardPosition): void {
  try {
    localStorage.setItem(key, JSON.stringify(position));
  } catch {
    // A full or disabled storage loses only the reload convenience, never the board on screen.
  }
}
