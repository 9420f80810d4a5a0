import { NEUTRAL } from './game-state';
import type { Payout } from './payout';
import type { FoundersEvent } from './events';
import type { FoundersState } from './game-state';
import { history, wordList, type Words, type WordValue } from '../words';
import { resourceWord, tileWord, voteTileWord, type FoundersValues } from './resource-words';

// One line of history per command, in the game's words, written when the command is stored so the
// history reads the same after later changes.

export function describeFoundersEvent(state: FoundersState, event: FoundersEvent): Words {
  // Resources, tiles and vote tiles are words the reader's catalog names (resource-words.ts), never bare ids.
  const f = (key: string, values?: FoundersValues<WordValue>) => history(`founders.${key}`, values);
  const needs = (list: readonly { resource: string; points: number }[]) =>
    wordList(list.map((p) => f('resourcePoints', { resource: resourceWord(p.resource), points: p.points })));
  switch (event.type) {
    case 'GameSetUp':
      return f('setUp', { players: wordList(event.players.map((p) => f('player', { colour: p.colour, race: p.race }))) });
    case 'ResourceEntered': {
      const { resource, tier, prerequisites } = event.resource;
      return prerequisites.length > 0
        ? f('resourcePaying', { resource: resourceWord(resource), tier, from: needs(prerequisites) })
        : f('resource', { resource: resourceWord(resource), tier });
    }
    case 'ResourceImported':
      return f('imported', {
        owner: owner(event.tile.owner),
        resource: resourceWord(event.tile.resource),
        tile: tileWord(event.tile.id),
      });
    case 'ResourceBuilt':
      return f('built', {
        player: event.player,
        resource: resourceWord(event.tile.resource),
        tile: tileWord(event.tile.id),
        points: points(event.payout),
      });
    case 'ResourceDelivered':
      return f('delivered', {
        owner: owner(event.by),
        resource: resourceWord(event.resource),
        building: buildingName(state, event.building),
        points: points(event.payout),
      });
    case 'PrestigeBuildingPlaced':
      return f('placed', { building: event.building.name, requires: needs(event.building.requires) });
    case 'NeutralResourceDelivered':
      return f('neutralDelivered', { resource: resourceWord(event.resource), building: buildingName(state, event.building) });
    case 'PrestigeBuildingCompleted':
      return f('completed', { building: buildingName(state, event.building), tokens: event.completionTokens });
    case 'GameEndTriggered':
      return f('endTriggered', { tokens: event.completionTokens });
    case 'HouseBuilt': {
      const houses = (state.players.find((p) => p.colour === event.player)?.houses ?? 0) + 1;
      return f('house', { player: event.player, houses });
    }
    case 'MoneyPaid':
      return event.to === undefined
        ? f('paidBank', { player: event.player, money: event.money, what: event.for })
        : f('paidPlayer', { player: event.player, money: event.money, what: event.for, to: event.to });
    case 'AccessBought': {
      const resource = state.tiles.find((tile) => tile.id === event.tile)?.resource;
      return f('access', { player: event.player, tile: tileWord(event.tile, resource) });
    }
    case 'VoteResolved': {
      const influence = wordList(
        Object.entries(event.result.influence).map(([tile, n]) => f('tileInfluence', { tile: voteTileWord(tile), influence: n })),
      );
      return f('vote', { caller: event.caller, influence, winner: voteTileWord(event.result.winner), placer: event.result.placer });
    }
    case 'IncomeCollected':
      return f('income', {
        incomes: wordList(
          event.incomes.map((i) =>
            i.fleetingInfluence
              ? f('incomeFleeting', { colour: i.colour, money: i.money, fleeting: i.fleetingInfluence })
              : f('incomeMoney', { colour: i.colour, money: i.money }),
          ),
        ),
      });
    case 'ScoreAdjusted': {
      const changes = [
        [event.points, 'points'],
        [event.money, 'money'],
        [event.fleetingInfluence, 'fleeting'],
        [event.lastingInfluence, 'lasting'],
      ] as const;
      const said = changes.filter(([n]) => n !== 0).map(([n, what]) => f(`adjust.${what}`, { change: signed(n) }));
      return f('adjusted', { player: event.player, changes: said.length > 0 ? wordList(said) : f('noChange'), reason: event.reason });
    }
    case 'GameEnded':
      return f('ended', {
        scores: wordList(event.scores.map((s) => f('score', { colour: s.colour, total: s.total }))),
        winner: event.winner,
      });
  }
}

function points(payout: Payout): WordValue {
  const earned: WordValue[] = payout.points.map((p) => history('founders.score', { colour: p.colour, total: signed(p.points) }));
  if (payout.lost > 0) earned.push(history('founders.lost', { count: payout.lost }));
  return earned.length > 0 ? wordList(earned) : history('founders.noPoints');
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

function owner(colour: string): WordValue {
  return colour === NEUTRAL ? history('founders.neutral') : colour;
}

function buildingName(state: FoundersState, id: string): string {
  return state.prestigeBuildings.find((b) => b.id === id)?.name ?? id;
}
