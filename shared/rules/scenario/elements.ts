import type { Edition } from './edition';

/** The six elements (1st ed. rulebook "Elemental Infusions"; 2nd ed. refresher "six element tokens"). */
export const ELEMENTS = ['fire', 'ice', 'air', 'earth', 'light', 'dark'] as const;
export type Element = (typeof ELEMENTS)[number];

/** The three columns of the element board. */
export type ElementStrength = 'inert' | 'waning' | 'strong';
export type ElementBoard = Record<Element, ElementStrength>;

/** Setup: all six elements start inert (2nd ed. refresher: "Put all six element tokens on the inert column"). */
export function inertBoard(): ElementBoard {
  return { fire: 'inert', ice: 'inert', air: 'inert', earth: 'inert', light: 'inert', dark: 'inert' };
}

/**
 * Infusions wait until the end of the acting figure's turn, then the element is strong
 * (guide "Conditions and elements": "infuses that element to Strong at the end of the turn";
 * 2nd ed. refresher: "Elements infuse at the end of the turn of the figure who performed the action").
 */
export function applyInfusions(board: ElementBoard, pending: readonly Element[]): ElementBoard {
  const next = { ...board };
  for (const element of pending) next[element] = 'strong';
  return next;
}

/** End of round: each element moves one column toward inert (guide "The shape of a round", step 4). */
export function waneElements(board: ElementBoard): ElementBoard {
  const next = { ...board };
  for (const element of ELEMENTS) {
    const strength = board[element];
    next[element] = strength === 'strong' ? 'waning' : 'inert';
  }
  return next;
}

/**
 * Whether an element may be consumed now. Both editions: only a strong or waning element
 * (guide: "consume an element sitting in Strong or Waning"). 2nd edition adds that it must already
 * have been strong or waning at the start of the turn (2nd ed. refresher: "it must already be
 * strong or waning at the start of the turn"); an element consumed earlier this turn is inert now
 * and so refused in both editions.
 */
export function canConsume(edition: Edition, element: Element, board: ElementBoard, boardAtTurnStart: ElementBoard | null): boolean {
  const isAvailable = (strength: ElementStrength) => strength === 'strong' || strength === 'waning';
  if (!isAvailable(board[element])) return false;
  if (edition === 'gh2' && boardAtTurnStart !== null) return isAvailable(boardAtTurnStart[element]);
  return true;
}
