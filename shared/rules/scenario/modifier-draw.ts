import type { RngState } from '../../random';
import type { Edition } from './edition';
import type { ModifierCard } from './modifier-cards';
import { drawModifierCard, type ModifierDeckState } from './modifier-deck';

export type DrawMode = 'normal' | 'advantage' | 'disadvantage';

/**
 * Advantage and disadvantage do not stack, and having both means neither (1st ed. rulebook
 * "Advantage and Disadvantage"; 2nd ed. refresher: "having both advantage and disadvantage means
 * neither").
 */
export function drawModeOf(hasAdvantage: boolean, hasDisadvantage: boolean): DrawMode {
  if (hasAdvantage === hasDisadvantage) return 'normal';
  return hasAdvantage ? 'advantage' : 'disadvantage';
}

/** The attack value a set of applied cards gives: plus values first, then null or x2. */
export function applyModifierCards(attack: number, cards: readonly ModifierCard[]): { value: number; isNull: boolean } {
  const sum = attack + cards.reduce((total, card) => total + (card.kind === 'plus' ? card.value : 0), 0);
  if (cards.some((card) => card.kind === 'null')) return { value: 0, isNull: true };
  const doubled = cards.some((card) => card.kind === 'double');
  return { value: Math.max(0, doubled ? sum * 2 : sum), isNull: false };
}

/**
 * Compares two candidate card groups for an attack of `attack`. Added effects count as positive
 * but of unknown size, so a higher number against an added effect is ambiguous (1st ed. FAQ
 * "Advantage": "+0 Stun vs +2: Ambiguous").
 */
export function compareCandidates(
  attack: number,
  first: readonly ModifierCard[],
  second: readonly ModifierCard[],
): 'first' | 'second' | 'ambiguous' {
  const a = applyModifierCards(attack, first).value;
  const b = applyModifierCards(attack, second).value;
  const effectsA = first.reduce((n, card) => n + card.effects.length, 0);
  const effectsB = second.reduce((n, card) => n + card.effects.length, 0);
  if (a === b && effectsA === effectsB) return 'ambiguous';
  if (a >= b && effectsA >= effectsB) return 'first';
  if (b >= a && effectsB >= effectsA) return 'second';
  return 'ambiguous';
}

export interface ModifierDraw {
  /** Every card drawn, in order. */
  drawn: ModifierCard[];
  /** The cards whose values and effects apply to the attack. */
  applied: ModifierCard[];
  deck: ModifierDeckState;
  rng: RngState;
}

interface Drawer {
  deck: ModifierDeckState;
  rng: RngState;
  drawn: ModifierCard[];
}

function drawOne(drawer: Drawer): ModifierCard | undefined {
  const step = drawModifierCard(drawer.deck, drawer.rng);
  drawer.deck = step.deck;
  drawer.rng = step.rng;
  if (step.card !== undefined) drawer.drawn.push(step.card);
  return step.card;
}

/** Draws until a card without the rolling mark, returning that run (rolling cards first). */
function drawRun(drawer: Drawer): ModifierCard[] {
  const run: ModifierCard[] = [];
  for (;;) {
    const card = drawOne(drawer);
    if (card === undefined) return run;
    run.push(card);
    if (!card.isRolling) return run;
  }
}

function pick(
  attack: number,
  first: ModifierCard[],
  second: ModifierCard[],
  want: 'better' | 'worse',
  choice?: 'first' | 'second',
): ModifierCard[] {
  if (choice !== undefined) return choice === 'first' ? first : second;
  const verdict = compareCandidates(attack, first, second);
  // Ambiguity: use the card drawn first (1st ed. rulebook "Advantage and Disadvantage").
  if (verdict === 'ambiguous') return first;
  const better = verdict === 'first' ? first : second;
  const worse = verdict === 'first' ? second : first;
  return want === 'better' ? better : worse;
}

/**
 * Draws the modifier cards for one target.
 * - Normal: one card; a rolling card means draw again until a non-rolling one, adding all (guide;
 *   2nd ed. rulebook "Attack Modifier Cards").
 * - 1st edition advantage: draw two and use the better; one rolling card adds to the other; two
 *   rolling cards mean keep drawing until a non-rolling one and add everything. Disadvantage: draw
 *   two and use the worse; rolling cards are disregarded; two rolling cards mean keep drawing and
 *   use only the last card (1st ed. rulebook "Advantage and Disadvantage", p. 20).
 * - 2nd edition: if the first card is rolling, keep drawing until a non-rolling one; then draw one
 *   more, ignoring any rolling icon on it. The last two are compared: with advantage the initial
 *   rolling cards apply plus the better of the two (a character may choose either), with
 *   disadvantage the initial rolling cards are ignored and the worse applies (2nd ed. rulebook
 *   "Advantage and Disadvantage", p. 25).
 * Either edition: ambiguity goes to the card drawn first. `choice` is a character's pick.
 */
export function drawForTarget(
  edition: Edition,
  mode: DrawMode,
  attack: number,
  deck: ModifierDeckState,
  rng: RngState,
  choice?: 'first' | 'second',
): ModifierDraw {
  const drawer: Drawer = { deck, rng, drawn: [] };
  const finish = (applied: ModifierCard[]): ModifierDraw => ({ drawn: drawer.drawn, applied, deck: drawer.deck, rng: drawer.rng });

  if (mode === 'normal') return finish(drawRun(drawer));

  if (edition === 'gh2') {
    const run = drawRun(drawer);
    const initialRolling = run.slice(0, -1);
    const first = run.slice(-1);
    const secondCard = drawOne(drawer);
    const second = secondCard === undefined ? [] : [{ ...secondCard, isRolling: false }];
    if (first.length === 0 || second.length === 0)
      return finish(mode === 'advantage' ? [...initialRolling, ...first, ...second] : [...first, ...second]);
    if (mode === 'advantage') return finish([...initialRolling, ...pick(attack, first, second, 'better', choice)]);
    return finish(pick(attack, first, second, 'worse'));
  }

  const a = drawOne(drawer);
  const b = drawOne(drawer);
  if (a === undefined || b === undefined) return finish([a, b].filter((card): card is ModifierCard => card !== undefined));
  if (a.isRolling && b.isRolling) {
    const rest = drawRun(drawer);
    return finish(mode === 'advantage' ? [a, b, ...rest] : rest.slice(-1));
  }
  if (a.isRolling || b.isRolling) {
    const rolling = a.isRolling ? a : b;
    const other = a.isRolling ? b : a;
    return finish(mode === 'advantage' ? [rolling, other] : [other]);
  }
  return finish(pick(attack, [a], [b], mode === 'advantage' ? 'better' : 'worse'));
}
