import type { ParsedQuery } from './query';

type Figure = ParsedQuery['figures'][number];

/** A long rest is declared at initiative 99 (rulebook, "Long Rest"). */
export const LONG_REST_INITIATIVE = 99;

/**
 * The order figures act in, as a number per figure id (lower acts first), for focus ties.
 * Initiative 0 or none means "unknown": all such figures tie. A summon acts just before its owner
 * (rulebook, "Summons": summons act directly before their summoner), so it sorts half a step earlier.
 */
export function initiativeOrder(figures: readonly Figure[]): Map<string, number> {
  const byId = new Map(figures.map((f) => [f.id, f]));
  const own = (figure: Figure): number => (figure.longResting ? LONG_REST_INITIATIVE : (figure.initiative ?? 0));
  const order = new Map<string, number>();
  for (const figure of figures) {
    const owner = figure.summonOf ? byId.get(figure.summonOf) : undefined;
    if (owner) {
      const ownerInitiative = own(owner);
      order.set(figure.id, ownerInitiative > 0 ? ownerInitiative - 0.5 : 0);
    } else {
      order.set(figure.id, own(figure));
    }
  }
  return order;
}
