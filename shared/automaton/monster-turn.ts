import type { ScenarioCommandInput } from '../rules/scenario/commands';
import type { FigureRef, ScenarioFacts } from '../rules/scenario/state';
import { consumedForCard, hasTakenStep } from '../rules/scenario/turn-steps';
import { areAdjacent } from '../map/adjacency';
import { cardEffects, totalBonus, type CardEffect, type ConsumeBonus } from './card-effects';
import type { Ability, BoardPosition } from '../map/position';
import { distance } from '../hex/distance';

/**
 * A standee's turn on the board, worked out from the scenario state alone: what its card does
 * besides moving (heal, infuse, consume, push, pull), what consuming elements adds, which steps it
 * has taken this turn, and the commands its attack sends. Pure: the screen shows it and sends the
 * commands; its progress is the scenario's (see rules/scenario/turn-steps.ts).
 */
export interface MonsterTurnPlay {
  effects: CardEffect[];
  bonus: ConsumeBonus;
  /** The steps this standee took this turn ('attack', 'heal', 'infuse:fire', ...). */
  steps: string[];
}

/** What a character target brings against an attack from its active cards and items. */
export interface Defence {
  shield: number;
  retaliate: number;
  /** "Retaliate X, Range Y": how far the retaliate reaches; 1 when left out. */
  retaliateRange?: number;
  /** The player loses cards instead of suffering the damage (1st ed. rulebook p. 28). */
  negateDamage?: boolean;
  /** The cards lost for it when Haven keeps the character's hand (shared/rules/scenario/hand.ts). */
  lostCards?: string[];
}

const monster = (id: string): FigureRef => ({ kind: 'monster', id });

export function monsterTurnPlay(state: ScenarioFacts, standeeId: string, board: BoardPosition): MonsterTurnPlay {
  const effects = cardEffects(state, standeeId, board);
  const consumed = consumedForCard(state, standeeId);
  // A monster consumes the element its card asks for whenever it can, and every monster acting on
  // that card this round gains the bonus, not only the first (1st ed. rulebook p. 24 "Elemental
  // Infusions"; in the 2nd edition a monster set acts on one card, see drawn-cards.ts): the bonus
  // counts while the element is available, and once a monster on the card has consumed it.
  const bonus = totalBonus(
    effects,
    (element) => consumed.includes(element) || effects.some((e) => e.kind === 'consume' && e.element === element && e.isAvailable),
  );
  const steps = (state.turnSteps ?? []).filter((step) => hasTakenStep(state, monster(standeeId), step));
  return { effects, bonus, steps };
}

/**
 * The commands of the standee's attack: first each element its card consumes that is available
 * and that no monster on the card has consumed yet this round, then the attack with the consumes'
 * bonus. Retaliate hits back when the board shows the attacker within its range (1st ed. rulebook
 * p. 22 "Retaliate": range 1 unless printed; 2nd ed. rulebook "Retaliate").
 */
export function monsterAttackCommands(
  state: ScenarioFacts,
  standeeId: string,
  board: BoardPosition,
  targets: readonly string[],
  defences: Readonly<Record<string, Defence>> = {},
): ScenarioCommandInput[] {
  if (targets.length === 0) return [];
  const { effects, bonus } = monsterTurnPlay(state, standeeId, board);
  const consumed = consumedForCard(state, standeeId);
  const consumes: ScenarioCommandInput[] = effects.flatMap((effect) =>
    effect.kind === 'consume' && effect.isAvailable && !consumed.includes(effect.element)
      ? [{ type: 'ConsumeElement' as const, element: effect.element }]
      : [],
  );
  const kinds = new Map(board.figures.map((f) => [f.id, f.kind]));
  const hexOf = (id: string) => board.figures.find((f) => f.id === id)?.hex;
  const withinRetaliate = (id: string, range: number) => {
    if (range <= 1) return areAdjacent(board, standeeId, id) === true;
    const [from, to] = [hexOf(standeeId), hexOf(id)];
    return from !== undefined && to !== undefined && distance(from, to) <= range;
  };
  const attack: ScenarioCommandInput = {
    type: 'Attack',
    attacker: monster(standeeId),
    pierce: bonus.pierce,
    conditions: bonus.conditions,
    targets: targets.map((id) => {
      const kind = kinds.get(id) ?? 'character';
      const defence = kind === 'character' ? defences[id] : undefined;
      return {
        target: { kind, id },
        bonus: bonus.attack,
        ...(defence?.shield ? { shield: defence.shield } : {}),
        ...(defence?.negateDamage ? { negateDamage: true } : {}),
        ...(defence?.negateDamage && defence.lostCards ? { lostCards: defence.lostCards } : {}),
        ...(defence?.retaliate
          ? { retaliate: defence.retaliate, isWithinRetaliateRange: withinRetaliate(id, defence.retaliateRange ?? 1) }
          : {}),
      };
    }),
  };
  return [...consumes, attack];
}

/** The card's ability with what consuming its elements adds: more move, range, targets. */
export function withBonus(ability: Ability, bonus: ConsumeBonus): Ability {
  if (bonus.move === 0 && bonus.range === 0 && bonus.targets === null) return ability;
  const attack = ability.attack && {
    ...ability.attack,
    // A range bonus lengthens a ranged attack; a melee attack stays melee.
    range: ability.attack.range > 0 ? ability.attack.range + bonus.range : 0,
    targets: bonus.targets ?? ability.attack.targets,
  };
  // An immobilized monster stays put whatever a consume adds to its move.
  return { ...ability, move: ability.move === 0 ? 0 : ability.move + bonus.move, attack };
}
