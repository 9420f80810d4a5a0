import type { SightRule } from '../hex/lineOfSight';
import type { Rules } from './query';

/**
 * How the three rule sets differ for a monster's turn. Each flag is pinned by Monster Mover test
 * scenarios: flipping it makes the listed scenarios fail (ruleSet.test.ts checks a selection).
 */
export interface RuleSet {
  /**
   * Line of sight: corner to corner (GH 1st ed.) or any point to any point (FH, GH 2nd ed., JotL).
   * Monster Mover test scenarios mm-054, mm-123, mm-131, mm-148, mm-150.
   */
  sight: SightRule;
  /** A jump pays for difficult terrain in its last hex (GH only). mm-104, mm-163, mm-164. */
  jumpPaysLastHexTerrain: boolean;
  /**
   * Proximity breaks focus ties (not in JotL). mm-006, mm-025, mm-067, mm-090, mm-117, mm-118,
   * mm-169 and others.
   */
  proximityBreaksFocusTies: boolean;
  /**
   * Avoiding disadvantage against the focus comes before attacking more targets (GH, JotL); in FH
   * more targets come first, then fewest targets with disadvantage. mm-064, mm-066, mm-068 to mm-071.
   */
  avoidsFocusDisadvantageFirst: boolean;
  /**
   * When the focus is out of reach this turn, still heads for the spot with the most targets
   * (GH, JotL); in FH it moves with only its focus in mind. mm-125, mm-180, mm-181, mm-182.
   */
  plansMostTargetsAhead: boolean;
  /**
   * Extra targets are preferred in focus order, proximity then initiative (GH, JotL); FH does not
   * rank them. mm-081, mm-121, mm-126 and others.
   */
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
  // line of sight as in Frosthaven; movement priorities as in GH.
  jotl: {
    sight: 'fullHex',
    jumpPaysLastHexTerrain: false,
    proximityBreaksFocusTies: false,
    avoidsFocusDisadvantageFirst: true,
    plansMostTargetsAhead: true,
    ranksExtraTargets: true,
  },
};
