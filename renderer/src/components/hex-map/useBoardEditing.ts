import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Hex } from '@shared/hex/types';
import type { BoardEdit } from '@shared/map/edit';
import type { BoardPosition } from '@shared/map/position';
import { hexesInRectangle } from '@shared/map/rectangle';
import { copyRoom, type RoomLayout } from '@shared/map/room';
import type { Tool } from './tools';

/**
 * The editing both boards share (the Monster AI page and the in-play board): a room copied to be
 * pasted elsewhere, and the position as last rendered for callbacks that keep their identity (so
 * the memoised panels keep their props).
 */
export function useBoardEditing(position: BoardPosition, apply: (edit: BoardEdit) => unknown, setTool: (tool: Tool) => void) {
  const [room, setRoom] = useState<RoomLayout | null>(null);
  const onCopy = useCallback(
    (from: Hex, to: Hex) => {
      const copied = copyRoom(position, hexesInRectangle(from, to));
      if (copied) {
        setRoom(copied);
        setTool({ kind: 'paste' });
      }
    },
    [position, setTool],
  );
  const onPaste = useCallback((at: Hex) => room && apply({ type: 'pasteRoom', room, at }), [apply, room]);
  // Kept once each render is committed: read by callbacks, never during a render.
  const positionRef = useRef(position);
  useLayoutEffect(() => {
    positionRef.current = position;
  }, [position]);
  const currentPosition = useCallback(() => positionRef.current, []);
  return {
    currentPosition,
    /** What the board's tools column takes from the editing (BoardToolsColumn). */
    column: { hasClipboard: room !== null, currentPosition },
    /** What the hex board takes from it (HexBoard). */
    board: { onCopy, onPaste },
  };
}
