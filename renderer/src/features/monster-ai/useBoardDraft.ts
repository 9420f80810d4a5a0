import { useCallback, useEffect, useState } from 'react';
import { boardPositionSchema, emptyPosition, type BoardPosition } from '@shared/map/position';
import { useCall } from '../../bridge/hooks';

/** Where Haven kept the page's board in this browser before the host stored it (data version 0007). */
export const LEGACY_BOARD_KEY = 'haven-board-position';

/** The board an older Haven kept in this browser, if it still reads as one. */
export function readLegacyBoard(): BoardPosition | null {
  try {
    const text = localStorage.getItem(LEGACY_BOARD_KEY);
    if (text === null) return null;
    const parsed = boardPositionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage can be switched off in a browser: there is simply nothing to take over.
    return null;
  }
}

function forgetLegacyBoard(): void {
  try {
    localStorage.removeItem(LEGACY_BOARD_KEY);
  } catch {
    // Nothing to forget where storage is off.
  }
}

/**
 * The Monster AI page's board as the host keeps it (so it is backed up and seen from every
 * device): undefined while it is read. The first time, a board an older Haven kept in this
 * browser is handed to the host, unless the host has one already (drawn since, on any device).
 * A save that fails loses only the reload convenience, never the board on screen.
 */
export function useBoardDraft(): { initial: BoardPosition | undefined; save(position: BoardPosition): void } {
  const call = useCall();
  const [initial, setInitial] = useState<BoardPosition | undefined>(undefined);
  const save = useCallback((position: BoardPosition) => void call('drawings.saveBoardDraft', { position }).catch(() => undefined), [call]);
  useEffect(() => {
    let isCurrent = true;
    call('drawings.boardDraft', {}).then(
      async ({ position }) => {
        const legacy = position === null ? readLegacyBoard() : null;
        if (legacy !== null) await call('drawings.saveBoardDraft', { position: legacy });
        forgetLegacyBoard();
        if (isCurrent) setInitial(position ?? legacy ?? emptyPosition());
      },
      () => isCurrent && setInitial(readLegacyBoard() ?? emptyPosition()),
    );
    return () => {
      isCurrent = false;
    };
  }, [call]);
  return { initial, save };
}
