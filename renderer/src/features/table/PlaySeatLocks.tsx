import { usePlaySelect, selectedOf, type PlaySnapshot } from '../scenario/play-context';
import { isOwnFigure, SeatLock, useOwnCharacter } from './seat';

const ownerOf = (play: PlaySnapshot) => (id: string) => play.view.state.summons[id]?.ownerId;

/** On a player's device, the selected figure's controls are live only for its own character and summons. */
export function OwnSelectedLock({ children }: { children: React.ReactNode }) {
  const own = useOwnCharacter();
  const isOwn = usePlaySelect((play) => isOwnFigure(own, selectedOf(play), ownerOf(play)));
  return <SeatLock isLocked={!isOwn}>{children}</SeatLock>;
}

/** On a player's device, the attack panel is live only on its own character's or summons' turns (its own modifier draws). */
export function OwnAttackerLock({ children }: { children: React.ReactNode }) {
  const own = useOwnCharacter();
  const isOwn = usePlaySelect((play) => isOwnFigure(own, play.view.state.activeFigure, ownerOf(play)));
  return <SeatLock isLocked={!isOwn}>{children}</SeatLock>;
}

/** On a player's device, what belongs to the whole table (round, monsters, elements, decks) is the game master's. */
export function TableLock({ children }: { children: React.ReactNode }) {
  return <SeatLock isLocked={useOwnCharacter() !== null}>{children}</SeatLock>;
}
