import type { Edition } from './edition';

/**
 * 1st edition: reputation changes what the shop charges (party sheet's reputation track): from +3
 * every 4 points take 1 gold off, from -3 every 4 points add 1 gold, up to 5 either way:
 * -20..-19 +5, -18..-15 +4, -14..-11 +3, -10..-7 +2, -6..-3 +1, -2..+2 0, +3..+6 -1, +7..+10 -2,
 * +11..+14 -3, +15..+18 -4, +19..+20 -5.
 * 2nd edition: prices are as printed; reputation with the factions only decides which items may
 * be bought (2nd ed. rulebook "Items", p. 33), so there is no modifier.
 */
export function reputationPriceModifier(edition: Edition, reputation: number): number {
  if (edition === 'gh2') return 0;
  const steps = Math.min(5, Math.floor((Math.abs(reputation) + 1) / 4));
  if (steps === 0) return 0;
  return reputation > 0 ? -steps : steps;
}

/** What an item costs this party: its printed cost adjusted by reputation, never below 0. */
export function buyPrice(edition: Edition, cost: number, reputation: number): number {
  return Math.max(0, cost + reputationPriceModifier(edition, reputation));
}

/**
 * Selling returns half the printed cost, rounded down, in both editions (1st ed. rulebook "Buying
 * and Selling Items"; 2nd ed. rulebook "Sell Items", p. 57: "half its gold cost (rounded down)").
 */
export function sellPrice(_edition: Edition, cost: number): number {
  return Math.floor(cost / 2);
}
