import type { Edition } from './edition';

/**
 * Conditions a figure can carry. 1st edition: poison, wound, immobilize, disarm, stun, muddle,
 * invisible, strengthen (1st ed. rulebook "Conditions"). The 2nd edition rulebook ("Conditions",
 * p. 26-27) lists those eight plus two positive conditions, safeguard and ward; brittle, bane,
 * impair and regenerate are Frosthaven's and are not in the 2nd edition's list. Bless and curse
 * are modifier cards, not tokens on the figure (guide: "Curse shuffles a curse card into the
 * target's deck").
 */
export const GH1_CONDITIONS = ['poison', 'wound', 'immobilize', 'disarm', 'stun', 'muddle', 'invisible', 'strengthen'] as const;
export const GH2_ONLY_CONDITIONS = ['safeguard', 'ward'] as const;
export const ALL_CONDITIONS = [...GH1_CONDITIONS, ...GH2_ONLY_CONDITIONS] as const;
export type Condition = (typeof ALL_CONDITIONS)[number];

export function conditionsOf(edition: Edition): readonly Condition[] {
  return edition === 'gh1' ? GH1_CONDITIONS : ALL_CONDITIONS;
}

/**
 * Conditions that last until the end of the figure's next turn: immobilize, disarm, stun, muddle,
 * invisible, strengthen (1st ed. rulebook "Conditions"; 2nd ed. rulebook p. 26-27). The rest stay
 * until something removes them: a heal (poison, wound), the next damage (ward), or the next
 * negative condition (safeguard).
 */
export const UNTIL_END_OF_NEXT_TURN: readonly Condition[] = ['immobilize', 'disarm', 'stun', 'muddle', 'invisible', 'strengthen'];

/** Conditions a heal removes: poison and wound (1st ed. rulebook "Heal"; 2nd ed. rulebook "Heal"). */
export const REMOVED_BY_HEAL: readonly Condition[] = ['poison', 'wound'];

/** Negative conditions, the ones safeguard can prevent (2nd ed. rulebook "Negative Conditions"). */
export const NEGATIVE_CONDITIONS: readonly Condition[] = ['poison', 'wound', 'immobilize', 'disarm', 'stun', 'muddle'];

/**
 * A condition on a figure. `isFresh` marks one put on the figure during its own turn: "until the
 * end of its next turn" then means the turn after this one (1st ed. FAQ "Conditions": a condition
 * applied during the figure's own turn lasts through its next turn).
 */
export interface ConditionToken {
  name: Condition;
  isFresh: boolean;
}

/**
 * Adds a condition. Only one of each condition sits on a figure; reapplying refreshes its
 * duration (guide "Conditions and elements").
 */
export function addCondition(tokens: readonly ConditionToken[], name: Condition, isDuringOwnTurn: boolean): ConditionToken[] {
  return [...tokens.filter((token) => token.name !== name), { name, isFresh: isDuringOwnTurn }];
}

export function hasCondition(tokens: readonly ConditionToken[], name: Condition): boolean {
  return tokens.some((token) => token.name === name);
}

export function withoutConditions(tokens: readonly ConditionToken[], names: readonly Condition[]): ConditionToken[] {
  return tokens.filter((token) => !names.includes(token.name));
}

/**
 * End of the figure's turn: timed conditions that were already there when the turn began expire;
 * those put on during this turn stay for one more turn (1st ed. FAQ "Conditions").
 */
export function expireAtEndOfTurn(tokens: readonly ConditionToken[]): { kept: ConditionToken[]; expired: Condition[] } {
  const expired = tokens.filter((token) => !token.isFresh && UNTIL_END_OF_NEXT_TURN.includes(token.name)).map((token) => token.name);
  const kept = tokens.filter((token) => !expired.includes(token.name)).map((token) => ({ name: token.name, isFresh: false }));
  return { kept, expired };
}
