import type { z } from 'zod';
import { ruleCommand } from './command-module';
import { buyAccessSchema, type ActionKind, type Terrain, type importResourceSchema } from './command-schemas';
import { COMPLETION_TOKENS_BEFORE_IMPORTING_OTHERS, accessCost, importPayer, importTradeCost, isFollowTerrain, payment } from './costs';
import type { FoundersEvent } from './events';
import { NEUTRAL, isViolation, playerOf, refused, tileOf, type FoundersState, type Violation } from './game-state';
import { tileWord } from './resource-words';

// Trade (seeds' Founders rulebook): importing a basic resource and buying access to a tile, each
// paid for as the space's terrain says, or refused with what is missing and nothing changed.

/** Trade: a follow action imports or buys access "only on red or white spaces". */
function followRefusal(action: ActionKind, terrain: Terrain): Violation | undefined {
  return action === 'follow' && !isFollowTerrain(terrain) ? refused('founders.followTerrain', { terrain }) : undefined;
}

/**
 * What an import's trade costs and who pays it (Trade): a player importing their own resource pays
 * the import price of the space; importing a neutral resource, or (after the second completion
 * token) another player's, with access bought at once costs 4 whatever the space, never as a follow.
 * `state` is the game with the imported tile on the board.
 */
export function importTradeEvents(
  state: FoundersState,
  command: z.output<typeof importResourceSchema>,
): readonly FoundersEvent[] | Violation {
  const trade = command.trade;
  if (trade === undefined) return [];
  const buyer = importPayer(command.owner, trade);
  if (buyer === undefined) return refused('founders.neutralNeedsBuyer');
  if (playerOf(state, buyer) === undefined) return refused('founders.noPlayer', { player: buyer });
  if (buyer === command.owner) {
    const notOnFollow = followRefusal(trade.action, trade.terrain);
    if (notOnFollow !== undefined) return notOnFollow;
    const paid = payment(state, buyer, importTradeCost(command.owner, trade), 'import');
    return isViolation(paid) ? paid : paid.events;
  }
  if (trade.action === 'follow') return refused('founders.importAccessNotFollow');
  if (command.owner !== NEUTRAL && state.completionTokens < COMPLETION_TOKENS_BEFORE_IMPORTING_OTHERS) {
    return refused('founders.importOthersLater', {
      tokens: COMPLETION_TOKENS_BEFORE_IMPORTING_OTHERS,
      placed: state.completionTokens,
    });
  }
  const paid = payment(state, buyer, importTradeCost(command.owner, trade), 'importAccess');
  if (isViolation(paid)) return paid;
  return [...paid.events, { type: 'AccessBought', player: buyer, tile: command.tile.id }];
}

/**
 * Trade: "buy access to another player's or neutral resource tile by paying money to the owning
 * player (or to the bank in case of a neutral resource) to place a claim token under the owning
 * player's token". Access never confers ownership (Important Reminders), so income is unchanged.
 */
function decideBuyAccess(state: FoundersState, command: z.output<typeof buyAccessSchema>): FoundersEvent[] | Violation {
  const tile = tileOf(state, command.tile);
  if (tile === undefined) return refused('founders.noTile', { tile: tileWord(command.tile) });
  if (playerOf(state, command.player) === undefined) return refused('founders.noPlayer', { player: command.player });
  if (tile.owner === command.player) {
    return refused('founders.ownTile', { player: command.player, tile: tileWord(tile.id, tile.resource) });
  }
  if (tile.access?.includes(command.player)) {
    return refused('founders.hasAccess', { player: command.player, tile: tileWord(tile.id, tile.resource) });
  }
  const notOnFollow = followRefusal(command.action, command.terrain);
  if (notOnFollow !== undefined) return notOnFollow;
  const to = tile.owner === NEUTRAL ? undefined : tile.owner;
  const paid = payment(state, command.player, accessCost(command.terrain), 'access', to);
  if (isViolation(paid)) return paid;
  return [...paid.events, { type: 'AccessBought', player: command.player, tile: tile.id }];
}

export const buyAccess = ruleCommand(buyAccessSchema, decideBuyAccess);
