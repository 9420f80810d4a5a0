import { newFoundersGame, type FoundersState, type Player, type ResourceTile } from './game-state';
import { rulebookResourceTree } from './resource-tree';

// Small builders for tests: a game with the rulebook's resource tree and the given players and tiles.

export function playerNamed(colour: string, seat: number, changes: Partial<Player> = {}): Player {
  return {
    colour,
    race: `${colour} race`,
    seat,
    points: 0,
    money: 7,
    fleetingInfluence: 0,
    lastingInfluence: 0,
    houses: 0,
    ...changes,
  };
}

export function gameWith(colours: readonly string[], tiles: readonly ResourceTile[] = []): FoundersState {
  return {
    ...newFoundersGame,
    isSetUp: true,
    players: colours.map((colour, seat) => playerNamed(colour, seat)),
    resources: [...rulebookResourceTree],
    tiles: [...tiles],
  };
}
