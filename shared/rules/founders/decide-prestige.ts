import type { z } from 'zod';
import { ruleCommand } from './command-module';
import { deliverToPrestigeSchema, placeBuildingSchema } from './command-schemas';
import type { FoundersEvent } from './events';
import {
  NEUTRAL,
  isViolation,
  refused,
  resourceKindOf,
  tileOf,
  type FoundersState,
  type PrestigeBuilding,
  type Violation,
} from './game-state';
import { payoutForDelivery } from './payout';
import { remainderRefusal } from './resource-tree';
import { resourceWord } from './resource-words';

/** End of the Game: "Once six completion tokens have been placed, the end of the game is triggered." */
export const COMPLETION_TOKENS_TO_END = 6;

/**
 * Placing a prestige building enters its required resources and banner values for this game.
 * Neutral Buildings: "whenever a prestige building that requires a neutral basic resource is placed
 * on the board, that resource is delivered immediately, regardless of connection".
 */
export function decidePlaceBuilding(state: FoundersState, command: z.output<typeof placeBuildingSchema>): FoundersEvent[] | Violation {
  const { id, name, requires } = command.building;
  if (state.prestigeBuildings.some((placed) => placed.id === id)) {
    return refused('founders.buildingIdTaken', { id });
  }
  const resources = requires.map((required) => required.resource);
  const repeated = resources.find((resource, index) => resources.indexOf(resource) !== index);
  if (repeated !== undefined) {
    return refused('founders.requiresTwice', { name, resource: resourceWord(repeated) });
  }
  const unknown = resources.find((resource) => resourceKindOf(state, resource) === undefined);
  if (unknown !== undefined) {
    return refused('founders.requiresUnknown', { name, resource: resourceWord(unknown) });
  }
  for (const required of requires) {
    const misread = remainderRefusal(state.resources, { on: 'building', name }, required);
    if (misread !== undefined) return misread;
  }
  const building: PrestigeBuilding = { id, name, requires, deliveries: [] };
  const events: FoundersEvent[] = [{ type: 'PrestigeBuildingPlaced', building }];
  const neutral = resources.filter((resource) => state.neutralResources.includes(resource));
  for (const resource of neutral) events.push({ type: 'NeutralResourceDelivered', building: id, resource });
  const delivered = neutral.map((resource) => ({ resource, by: NEUTRAL }));
  return [...events, ...completion(state, { ...building, deliveries: delivered })];
}

/**
 * Delivering Resources and Earning Points: the owner of a connected resource delivers it and earns
 * the banner value, paying its prerequisites (see payout.ts).
 */
export function decideDeliverToPrestige(
  state: FoundersState,
  command: z.output<typeof deliverToPrestigeSchema>,
): FoundersEvent[] | Violation {
  const payout = payoutForDelivery(state, { building: command.building, supply: command.supply });
  if (isViolation(payout)) return payout;
  const tile = tileOf(state, command.supply.tile);
  const building = state.prestigeBuildings.find((placed) => placed.id === command.building);
  if (tile === undefined || building === undefined) {
    return refused('founders.deliveryUnknown');
  }
  const delivered: FoundersEvent = {
    type: 'ResourceDelivered',
    building: building.id,
    resource: tile.resource,
    by: tile.owner,
    payout,
  };
  const after = { ...building, deliveries: [...building.deliveries, { resource: tile.resource, by: tile.owner }] };
  return [delivered, ...completion(state, after)];
}

/** End of the Game: a completion token when all of a building's resources are delivered. */
function completion(state: FoundersState, building: PrestigeBuilding): FoundersEvent[] {
  const isComplete = building.requires.every((required) => building.deliveries.some((delivery) => delivery.resource === required.resource));
  if (!isComplete) return [];
  const completionTokens = state.completionTokens + 1;
  const events: FoundersEvent[] = [{ type: 'PrestigeBuildingCompleted', building: building.id, completionTokens }];
  if (completionTokens >= COMPLETION_TOKENS_TO_END && !state.isEndTriggered) {
    events.push({ type: 'GameEndTriggered', completionTokens });
  }
  return events;
}

export const deliverToPrestige = ruleCommand(deliverToPrestigeSchema, decideDeliverToPrestige);

export const placeBuilding = ruleCommand(placeBuildingSchema, decidePlaceBuilding);
