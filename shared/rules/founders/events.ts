import type { FinalScore, Player, PrestigeBuilding, ResourceKind, ResourceTile } from './game-state';
import type { Payout } from './payout';
import type { VoteResult, VoteTile } from './vote';

/** What a payment was for, as the history names it (costs.ts pays it). */
export type PaidFor = 'upgrade' | 'house' | 'import' | 'access' | 'importAccess';

/** What one player collects as income (income.ts works it out). */
export type Income = { colour: string; money: number; fleetingInfluence: number };

// What happened, in the past tense. Events carry everything evolve() needs, including the payout
// breakdown, so a stored history shows who earned what and replays without recomputing.

export type FoundersEvent =
  | {
      type: 'GameSetUp';
      players: Player[];
      resources: ResourceKind[];
      neutralResources: string[];
      tiles: ResourceTile[];
    }
  | { type: 'ResourceEntered'; resource: ResourceKind }
  | { type: 'ResourceImported'; tile: ResourceTile }
  | { type: 'ResourceBuilt'; player: string; tile: ResourceTile; payout: Payout }
  | { type: 'ResourceDelivered'; building: string; resource: string; by: string; payout: Payout }
  | { type: 'PrestigeBuildingPlaced'; building: PrestigeBuilding }
  | { type: 'NeutralResourceDelivered'; building: string; resource: string }
  | { type: 'PrestigeBuildingCompleted'; building: string; completionTokens: number }
  | { type: 'GameEndTriggered'; completionTokens: number }
  | { type: 'HouseBuilt'; player: string }
  /** Money paid for an action (Trade, Upgrade, Construct): to a player, or to the bank when `to` is left out. */
  | { type: 'MoneyPaid'; player: string; money: number; for: PaidFor; to?: string }
  /** Trade: a claim token placed under the owner's token of a tile. */
  | { type: 'AccessBought'; player: string; tile: string }
  | { type: 'VoteResolved'; caller: string; result: VoteResult & { winner: VoteTile; placer: string } }
  | { type: 'IncomeCollected'; incomes: Income[] }
  | {
      type: 'ScoreAdjusted';
      player: string;
      points: number;
      money: number;
      fleetingInfluence: number;
      lastingInfluence: number;
      reason: string;
    }
  | { type: 'GameEnded'; scores: FinalScore[]; winner: string };

export type EventOf<T extends FoundersEvent['type']> = Extract<FoundersEvent, { type: T }>;
