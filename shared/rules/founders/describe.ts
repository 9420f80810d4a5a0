import { NEUTRAL } from './game-state';
import type { Payout } from './payout';
import type { FoundersEvent } from './events';
import type { FoundersState } from './game-state';

// One line of history per command, in the game's words, written when the command is stored so the
// history reads the same after later changes.

export function describeFoundersEvent(state: FoundersState, event: FoundersEvent): string {
  switch (event.type) {
    case 'GameSetUp':
      return `Game set up: ${event.players.map((p) => `${p.colour} (${p.race})`).join(', ')}`;
    case 'ResourceEntered': {
      const from = event.resource.prerequisites.map((p) => `${p.resource} ${p.points}`).join(', ');
      return `Resource entered: ${event.resource.resource}, tier ${event.resource.tier}${from ? ` (pays ${from})` : ''}`;
    }
    case 'ResourceImported':
      return `${owner(event.tile.owner)} imported ${event.tile.resource} (tile ${event.tile.id})`;
    case 'ResourceBuilt':
      return `${event.player} built ${event.tile.resource} (tile ${event.tile.id}): ${points(event.payout)}`;
    case 'ResourceDelivered':
      return `${owner(event.by)} delivered ${event.resource} to ${buildingName(state, event.building)}: ${points(event.payout)}`;
    case 'PrestigeBuildingPlaced':
      return `${event.building.name} placed (requires ${event.building.requires.map((r) => `${r.resource} ${r.points}`).join(', ')})`;
    case 'NeutralResourceDelivered':
      return `Neutral ${event.resource} delivered to ${buildingName(state, event.building)} as it was placed`;
    case 'PrestigeBuildingCompleted':
      return `${buildingName(state, event.building)} completed: completion token ${event.completionTokens}`;
    case 'GameEndTriggered':
      return `${event.completionTokens} completion tokens placed: the end of the game is triggered`;
    case 'HouseBuilt': {
      const houses = (state.players.find((p) => p.colour === event.player)?.houses ?? 0) + 1;
      return `${event.player} built a house (${houses} of 3)`;
    }
    case 'VoteResolved': {
      const influence = Object.entries(event.result.influence)
        .map(([tile, n]) => `${tile} ${n}`)
        .join(', ');
      return `${event.caller} called a vote (${influence}): ${event.result.winner} wins, ${event.result.placer} places the building`;
    }
    case 'IncomeCollected':
      return `Income: ${event.incomes.map((i) => `${i.colour} +${i.money} money${i.fleetingInfluence ? ` +${i.fleetingInfluence} fleeting` : ''}`).join(', ')}`;
    case 'ScoreAdjusted': {
      const changes = [
        [event.points, 'points'],
        [event.money, 'money'],
        [event.fleetingInfluence, 'fleeting influence'],
        [event.lastingInfluence, 'lasting influence'],
      ] as const;
      const said = changes.filter(([n]) => n !== 0).map(([n, what]) => `${signed(n)} ${what}`);
      return `${event.player}: ${said.join(', ') || 'no change'} (${event.reason})`;
    }
    case 'GameEnded':
      return `Game ended: ${event.scores.map((s) => `${s.colour} ${s.total}`).join(', ')}; ${event.winner} wins`;
  }
}

function points(payout: Payout): string {
  const earned = payout.points.map((p) => `${p.colour} ${signed(p.points)}`);
  if (payout.lost > 0) earned.push(`${payout.lost} lost to neutral tiles`);
  return earned.join(', ') || 'no points';
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

function owner(colour: string): string {
  return colour === NEUTRAL ? 'Neutral' : colour;
}

function buildingName(state: FoundersState, id: string): string {
  return state.prestigeBuildings.find((b) => b.id === id)?.name ?? id;
}
