import { orientations } from '../hex/orientations';
import type { Hex } from '../hex/types';
import type { ParsedQuery } from './query';

/** The attack on the monster's card, as the search uses it. */
export interface AttackProfile {
  hasAttack: boolean;
  /** Hexes of range; a melee attack (or a card with no attack) reaches 1. */
  range: number;
  /** A ranged attack on an adjacent enemy has disadvantage, so it avoids that, unless muddled. */
  fearsDisadvantage: boolean;
  /** Targets beyond the first (or beyond the area), -1 when the card has no attack. */
  extraTargets: number;
  area: AreaProfile | null;
}

export interface AreaProfile {
  /** Melee: the pattern sits around the monster's own hex; ranged: anywhere with a hex in range. */
  isMelee: boolean;
  /**
   * Every distinct orientation as axial offsets: for melee from the monster's hex, for ranged from
   * one of the pattern's own hexes (so placing it on an enemy covers that enemy).
   */
  patterns: Hex[][];
  /** Every offset any orientation covers, once each. */
  reach: Hex[];
}

function distinct(patterns: Hex[][]): Hex[][] {
  const seen = new Map<string, Hex[]>();
  for (const pattern of patterns) {
    const sorted = [...pattern].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    seen.set(JSON.stringify(sorted), sorted);
  }
  return [...seen.values()];
}

export function attackProfileOf(ability: ParsedQuery['ability']): AttackProfile {
  const attack = ability.attack;
  if (!attack) {
    // Spec: a card without an attack moves as if it had a melee attack.
    return { hasAttack: false, range: 1, fearsDisadvantage: false, extraTargets: -1, area: null };
  }
  const isRanged = attack.range > 0;
  let area: AreaProfile | null = null;
  if (attack.aoe) {
    const isMelee = attack.aoe.anchor === 'self';
    // A melee pattern never includes the monster's own hex.
    const cells = attack.aoe.cells.filter((c) => !isMelee || c[0] !== 0 || c[1] !== 0);
    let patterns: Hex[][];
    if (isMelee) {
      patterns = distinct(orientations(cells));
    } else {
      patterns = distinct(cells.flatMap((pin) => orientations(cells.map((c): Hex => [c[0] - pin[0], c[1] - pin[1]]))));
    }
    const reach = new Map<string, Hex>();
    for (const cell of patterns.flat()) reach.set(`${cell[0]},${cell[1]}`, cell);
    area = cells.length > 0 ? { isMelee, patterns, reach: [...reach.values()] } : null;
  }
  return {
    hasAttack: true,
    range: isRanged ? attack.range : 1,
    fearsDisadvantage: isRanged && !ability.muddled,
    extraTargets: attack.targets - 1,
    area,
  };
}
