import type { Edition } from './edition';

/** The "+1" stickers: a number the ability already has, one higher (1st ed. rulebook p. 46: square slots take only these). */
export const PLUS_ONE_ENHANCEMENTS = [
  'move',
  'attack',
  'range',
  'target',
  'shield',
  'retaliate',
  'pierce',
  'heal',
  'push',
  'pull',
  'teleport',
  'summonHp',
  'summonMove',
  'summonAttack',
  'summonRange',
] as const;

/** The stickers the cost charts name (1st ed. rulebook p. 47; 2nd ed. rulebook p. 65 "Appendix D"). */
export const ENHANCEMENTS = [
  ...PLUS_ONE_ENHANCEMENTS,
  'poison',
  'wound',
  'muddle',
  'immobilize',
  'disarm',
  'curse',
  'strengthen',
  'bless',
  'ward',
  'jump',
  'element',
  'anyElement',
  'attackHex',
] as const;
export type Enhancement = (typeof ENHANCEMENTS)[number];

/**
 * Base costs in gold; a sticker an edition does not have is absent. 1st edition: rulebook p. 47
 * (attack hex: 200 divided by the hexes targeted, rounded down, as its example's 66 shows). 2nd
 * edition: rulebook p. 65 "Appendix D: Enhancement Costs" (attack hex: 200 divided by the
 * existing hexes, rounded up).
 */
const BASE_COSTS: Record<Edition, Partial<Record<Exclude<Enhancement, 'attackHex'>, number>>> = {
  gh1: {
    move: 30,
    attack: 50,
    range: 30,
    shield: 100,
    push: 30,
    pull: 30,
    pierce: 30,
    retaliate: 100,
    heal: 30,
    target: 50,
    summonMove: 100,
    summonAttack: 100,
    summonRange: 50,
    summonHp: 50,
    poison: 75,
    wound: 75,
    muddle: 50,
    immobilize: 100,
    disarm: 150,
    curse: 75,
    strengthen: 50,
    bless: 50,
    jump: 50,
    element: 100,
    anyElement: 150,
  },
  gh2: {
    move: 30,
    attack: 50,
    range: 30,
    target: 75,
    shield: 80,
    retaliate: 60,
    pierce: 30,
    heal: 30,
    push: 30,
    pull: 20,
    teleport: 50,
    summonHp: 40,
    summonMove: 60,
    summonAttack: 100,
    summonRange: 50,
    ward: 75,
    strengthen: 100,
    bless: 75,
    wound: 75,
    poison: 50,
    immobilize: 150,
    muddle: 40,
    curse: 150,
    element: 100,
    anyElement: 150,
    jump: 60,
  },
};

export function enhancementsOf(edition: Edition): Enhancement[] {
  return ENHANCEMENTS.filter((e) => e === 'attackHex' || BASE_COSTS[edition][e] !== undefined);
}

export interface EnhancementFacts {
  enhancement: Enhancement;
  /** The ability card's level; an "X" card counts as level 1. */
  cardLevel: number;
  /** Enhancements already on the same action. */
  previousEnhancements: number;
  /** The ability targets (or, 2nd edition, summons or affects) more than one figure. */
  hasMultipleTargets: boolean;
  /** 2nd edition: the action has the lost icon. */
  isLost: boolean;
  /** Attack hex: the hexes the attack targets now. */
  hexes: number;
}

/**
 * What an enhancement costs. 1st edition (rulebook pp. 46-47): the base cost, doubled for an
 * ability with multiple targets (not an attack hex), plus 25 gold per card level above 1 and 75
 * per enhancement already on the action. 2nd edition (rulebook p. 65), in this order: doubled for
 * multiple targets (not target, attack hex or element), halved for a lost action that is not a
 * summon, plus 25 per level above 1, plus 75 per enhancement already on the action. Returns null
 * for a sticker the edition does not have.
 */
export function enhancementCost(edition: Edition, facts: EnhancementFacts): number | null {
  const hexes = Math.max(1, facts.hexes);
  let cost: number;
  if (facts.enhancement === 'attackHex') cost = edition === 'gh1' ? Math.floor(200 / hexes) : Math.ceil(200 / hexes);
  else {
    const base = BASE_COSTS[edition][facts.enhancement];
    if (base === undefined) return null;
    cost = base;
  }
  const isNeverDoubled =
    facts.enhancement === 'attackHex' ||
    (edition === 'gh2' && (facts.enhancement === 'target' || facts.enhancement === 'element' || facts.enhancement === 'anyElement'));
  if (facts.hasMultipleTargets && !isNeverDoubled) cost *= 2;
  const isSummon = facts.enhancement.startsWith('summon');
  // 2nd edition: "halve the cost" (the appendix names no rounding; Haven rounds up to whole gold).
  if (edition === 'gh2' && facts.isLost && !isSummon) cost = Math.ceil(cost / 2);
  return cost + 25 * (Math.max(1, facts.cardLevel) - 1) + 75 * Math.max(0, facts.previousEnhancements);
}

/** The global achievement that opens enhancing, in both editions (1st ed. rulebook p. 45; 2nd ed. p. 65). */
export const ENHANCEMENT_ACHIEVEMENT = 'The Power of Enhancement';
