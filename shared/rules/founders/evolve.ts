import { applyPayout } from './apply-payout';
import type { FoundersEvent } from './events';
import { newFoundersGame, type FoundersState, type Player } from './game-state';

/** The game after an event. Pure and total: every event decide() emits applies without checks. */
export function evolve(state: FoundersState, event: FoundersEvent): FoundersState {
  switch (event.type) {
    case 'GameSetUp':
      return {
        ...newFoundersGame,
        isSetUp: true,
        players: event.players,
        resources: event.resources,
        neutralResources: event.neutralResources,
        tiles: event.tiles,
      };
    case 'ResourceEntered': {
      const others = state.resources.filter((kind) => kind.resource !== event.resource.resource);
      const at = state.resources.findIndex((kind) => kind.resource === event.resource.resource);
      const resources = at < 0 ? [...others, event.resource] : [...others.slice(0, at), event.resource, ...others.slice(at)];
      return { ...state, resources };
    }
    case 'ResourceImported':
      return { ...state, tiles: [...state.tiles, event.tile] };
    case 'ResourceBuilt':
      return applyPayout({ ...state, tiles: [...state.tiles, event.tile] }, event.payout);
    case 'ResourceDelivered':
      return applyPayout(deliver(state, event.building, event.resource, event.by), event.payout);
    case 'PrestigeBuildingPlaced':
      return { ...state, prestigeBuildings: [...state.prestigeBuildings, event.building] };
    case 'NeutralResourceDelivered':
      return deliver(state, event.building, event.resource, 'neutral');
    case 'PrestigeBuildingCompleted':
      return { ...state, completionTokens: event.completionTokens };
    case 'GameEndTriggered':
      return { ...state, isEndTriggered: true };
    case 'HouseBuilt':
      return updatePlayer(state, event.player, (player) => ({ ...player, houses: player.houses + 1 }));
    case 'MoneyPaid': {
      const paid = updatePlayer(state, event.player, (player) => ({ ...player, money: player.money - event.money }));
      const to = event.to;
      return to === undefined ? paid : updatePlayer(paid, to, (player) => ({ ...player, money: player.money + event.money }));
    }
    case 'AccessBought':
      return {
        ...state,
        tiles: state.tiles.map((tile) => (tile.id === event.tile ? { ...tile, access: [...(tile.access ?? []), event.player] } : tile)),
      };
    case 'VoteResolved':
      return event.result.returned.reduce(
        (next, back) =>
          updatePlayer(next, back.colour, (player) => ({
            ...player,
            fleetingInfluence: player.fleetingInfluence - back.fleetingInfluence,
            lastingInfluence: player.lastingInfluence - back.lastingInfluence,
          })),
        state,
      );
    case 'IncomeCollected':
      return event.incomes.reduce(
        (next, paid) =>
          updatePlayer(next, paid.colour, (player) => ({
            ...player,
            money: player.money + paid.money,
            fleetingInfluence: player.fleetingInfluence + paid.fleetingInfluence,
          })),
        state,
      );
    case 'ScoreAdjusted':
      return updatePlayer(state, event.player, (player) => ({
        ...player,
        points: player.points + event.points,
        money: player.money + event.money,
        fleetingInfluence: player.fleetingInfluence + event.fleetingInfluence,
        lastingInfluence: player.lastingInfluence + event.lastingInfluence,
      }));
    case 'GameEnded':
      return {
        ...state,
        finalScores: event.scores,
        winner: event.winner,
        players: state.players.map((player) => {
          const score = event.scores.find((final) => final.colour === player.colour);
          return score === undefined ? player : { ...player, points: score.total };
        }),
      };
  }
}

function deliver(state: FoundersState, building: string, resource: string, by: string): FoundersState {
  return {
    ...state,
    prestigeBuildings: state.prestigeBuildings.map((placed) =>
      placed.id === building ? { ...placed, deliveries: [...placed.deliveries, { resource, by }] } : placed,
    ),
  };
}

function updatePlayer(state: FoundersState, colour: string, change: (player: Player) => Player): FoundersState {
  return { ...state, players: state.players.map((player) => (player.colour === colour ? change(player) : player)) };
}
