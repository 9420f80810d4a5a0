import type { FoundersEvent, PaidFor } from './events';
import { NEUTRAL, playerOf, refused, type FoundersState, type Violation } from './game-state';
import type { ActionKind, Terrain } from './command-schemas';

// What the actions cost (seeds' Founders rulebook, Trade, Upgrade and Construct), and paying it:
// money leaves the payer (to the bank, or to the player whose tile access is bought), or the action
// is refused, saying what is missing, and nothing changes.

/**
 * Trade: "The cost for a red space is 1 for import and 2 for buy access. The cost for each of these
 * increases by 1 if the space is white, and increases by 2 if the space is grey or green."
 * (Terrain Types: entrance is red, coastal white, forested green, central grey.)
 */
const TERRAIN_EXTRA: Record<Terrain, number> = { entrance: 0, coastal: 1, forested: 2, central: 2 };
export const IMPORT_COST_ON_RED = 1;
export const ACCESS_COST_ON_RED = 2;

export function importCost(terrain: Terrain): number {
  return IMPORT_COST_ON_RED + TERRAIN_EXTRA[terrain];
}

export function accessCost(terrain: Terrain): number {
  return ACCESS_COST_ON_RED + TERRAIN_EXTRA[terrain];
}

/** Trade: "The cost to import and buy access to a neutral resource is 4, regardless of the color of the space". */
export const IMPORT_AND_ACCESS_COST = 4;

/**
 * Trade: importing and buying access to another player's resource costs the same as a neutral one,
 * "but only after the second completion token has been placed on a prestige building".
 */
export const COMPLETION_TOKENS_BEFORE_IMPORTING_OTHERS = 2;

/** Trade: "The trade follow action is also to import or buy access at the same prices, but this can only be done on red or white spaces." */
export function isFollowTerrain(terrain: Terrain): boolean {
  return terrain === 'entrance' || terrain === 'coastal';
}

/** An import's trade: the space's terrain, main or follow action, and who pays (the owner when left out). */
export type ImportTrade = { terrain: Terrain; action: ActionKind; buyer?: string | undefined };

/** Who pays for an import's trade: the buyer named, or the owner of a player's trade stall. */
export function importPayer(owner: string, trade: ImportTrade): string | undefined {
  return trade.buyer ?? (owner === NEUTRAL ? undefined : owner);
}

/**
 * What an import's trade costs (Trade): the import price of the space for a player's own resource;
 * 4 whatever the space when access is bought with it (a neutral resource, or another player's).
 */
export function importTradeCost(owner: string, trade: ImportTrade): number {
  return importPayer(owner, trade) === owner ? importCost(trade.terrain) : IMPORT_AND_ACCESS_COST;
}

/** Upgrade: "pay to build one advanced resource building tile, either 4 for a tier 2 resource building or 6 for a tier 3". */
export function upgradeCost(tier: 2 | 3): number {
  return tier === 2 ? 4 : 6;
}

/**
 * Construct: "Normally, the cost to build a personal building is 4, but this main action reduces the
 * cost by 1." The follow action builds "with no discount".
 */
export const PERSONAL_BUILDING_COST = 4;
export const CONSTRUCT_MAIN_DISCOUNT = 1;

export function houseCost(action: 'main' | 'follow'): number {
  return action === 'main' ? PERSONAL_BUILDING_COST - CONSTRUCT_MAIN_DISCOUNT : PERSONAL_BUILDING_COST;
}

/**
 * The payment of `money` by `payer` (to `to`, a player, or the bank when left out), or the refusal
 * that says how much is missing. The state is the one the payment is made from.
 */
export function payment(
  state: FoundersState,
  payer: string,
  money: number,
  paidFor: PaidFor,
  to?: string,
): { events: FoundersEvent[] } | Violation {
  const player = playerOf(state, payer);
  if (player === undefined) return refused('founders.noPlayer', { player: payer });
  if (player.money < money) {
    return refused('founders.cannotAfford', {
      player: player.colour,
      has: player.money,
      cost: money,
      missing: money - player.money,
      what: paidFor,
    });
  }
  if (money === 0) return { events: [] };
  const paid: FoundersEvent =
    to === undefined
      ? { type: 'MoneyPaid', player: payer, money, for: paidFor }
      : { type: 'MoneyPaid', player: payer, money, for: paidFor, to };
  return { events: [paid] };
}
