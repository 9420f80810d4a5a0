import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Hex } from '@shared/hex/types';
import type { BoardEdit } from '@shared/map/edit';
import { orientationOf, type BoardPosition } from '@shared/map/position';
import { hexesInRectangle } from '@shared/map/rectangle';
import { copyRoom, type RoomLayout } from '@shared/map/room';
import type { Tool } from './tools';

/**
 * The editing both boards share (the Monster AI page and the in-play board): a room copied (in the
 * board's own orientation) to be pasted elsewhere, a map tile stamped, and the position as last
 * rendered for callbacks that keep their identity (so the memoised panels keep their props).
 */
export function useBoardEditing(position: BoardPosition, apply: (edit: BoardEdit) => unknown, tool: Tool, setTool: (tool: Tool) => void) {
  const [room, setRoom] = useState<RoomLayout | null>(null);
  const onCopy = useCallback(
    (from: Hex, to: Hex) => {
      const copied = copyRoom(position, hexesInRectangle(from, to, orientationOf(position)));
      if (copied) {
        setRoom(copied);
        setTool({ kind: 'paste' });
      }
    },
    [position, setTool],
  );
  const onPaste = useCallback((at: Hex) => room && apply({ type: 'pasteRoom', room, at }), [apply, room]);
  // A map tile's side stamped where its middle hex goes (the Stamp tool).
  const onStamp = useCallback(
    (at: Hex) => tool.kind === 'stamp' && apply({ type: 'pasteRoom', room: tool.room, at, tile: tool.tile }),
    [apply, tool],
  );
  // Kept once each render is committed: read by callbacks, never during a render.
  const positionRef = useRef(position);
  useLayoutEffect(() => {
    positionRef.current = position;
  }, [position]);
  const currentPosition = useCallback(() => positionRef.current, []);
  return { hasClipboard: room !== null, currentPosition, onCopy, onPaste, onStamp };
}
