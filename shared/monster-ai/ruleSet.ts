import type { SightRule } from '../hex/lineOfSight';
import type { Rules } from './query';

/** How the three rule sets differ for a monster's turn. */
export interface RuleSet {
  /** Line of sight: corner to corner (GH 1st ed.) or any point to any point (FH, GH 2nd ed., JotL). */
  sight: SightRule;
  /** A jump pays for difficult terrain in its last hex. */
  jumpPaysLastHexTerrain: boolean;
  /** Proximity breaks focus ties. */
  proximityBreaksFocusTies: boolean;
  /** Avoiding disadvantage against the focus comes before attacking more targets. */
  avoidsFocusDisadvantageFirst: boolean;
  /** When the focus is out of reach this turn, still heads for the spot with the most targets. */
  plansMostTargetsAhead: boolean;
  /** Extra targets are preferred in focus order (proximity, then initiative). */
  ranksExtraTargets: boolean;
}

export const RULE_SETS: Record<Rules, RuleSet> = {
  // Gloomhaven 1st edition rulebook, "Line of Sight" (corners), "Jump" (the last hex counts as
  // a normal move into it, so difficult terrain there costs 2), "Monster Focus" (proximity then
  // initiative) and "Monster Movement" (avoid disadvantage, then most targets, ranked in focus order).
  gh: {
    sight: 'corners',
    jumpPaysLastHexTerrain: true,
    proximityBreaksFocusTies: true,
    avoidsFocusDisadvantageFirst: true,
    plansMostTargetsAhead: true,
    ranksExtraTargets: true,
  },
  // Frosthaven rulebook, "Line of Sight" (any point of the hexes), "Monster Movement" (maximize
  // targets first, then avoid disadvantage; plan only around the focus when it cannot be attacked
  // this turn; no ranking of extra targets), "Jump" (only the last hex's negative effects apply).
  fh: {
    sight: 'fullHex',
    jumpPaysLastHexTerrain: false,
    proximityBreaksFocusTies: true,
    avoidsFocusDisadvantageFirst: false,
    plansMostTargetsAhead: false,
    ranksExtraTargets: false,
  },
  // Jaws of the Lion rulebook, "Monster Focus": ties go straight to initiative (no proximity step);
  // line of sight as in Frosthaven. Monster Mover test scenarios mm-008 and mm-009 settle these.
  jotl: {
    sight: 'fullHex',
    jumpPaysLastHexTerrain: false,
    proximityBreaksFocusTies: false,
    avoidsFocusDisadvantageFirst: true,
    plansMostTargetsAhead: true,
    ranksExtraTargets: true,
  },
};
