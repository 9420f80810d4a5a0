import { createContext, useContext } from 'react';
import type { TableRole } from '../../../../shared/table/roles';

/** Who this screen is at the table: null on the host (and in the desktop window), else the paired device's role. */
export const SeatContext = createContext<TableRole | null>(null);

export function useSeat(): TableRole | null {
  return useContext(SeatContext);
}

/** The character a player's device plays; null on the host and a game master's device. */
export function useOwnCharacter(): string | null {
  const seat = useSeat();
  return seat?.kind === 'player' ? seat.characterId : null;
}

/** Whether a figure is this player's character or one of its summons (on the host and a game master's device: every figure). */
export function isOwnFigure(
  ownId: string | null,
  figure: { kind: string; id: string } | null | undefined,
  summonOwner: (id: string) => string | undefined,
): boolean {
  if (ownId === null) return true;
  if (!figure) return false;
  return (figure.kind === 'character' && figure.id === ownId) || (figure.kind === 'summon' && summonOwner(figure.id) === ownId);
}

/**
 * Greys out the controls inside on a player's device when they are not its own (a disabled
 * fieldset disables every button and field in it; `display: contents` leaves the layout as it
 * is). The host still checks every request: this only spares the player a refusal.
 */
export function SeatLock({ isLocked, children }: { isLocked: boolean; children: React.ReactNode }) {
  if (!isLocked) return <>{children}</>;
  return (
    <fieldset disabled style={{ display: 'contents' }} data-seat-locked>
      {children}
    </fieldset>
  );
}
