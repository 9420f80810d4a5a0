import { z } from 'zod';
import { areAdjacent } from '../../../map/adjacency';
import { defineCommand } from '../command-module';
import { conditionSchema, figureRefSchema } from '../command-schemas';
import { hasCondition, type Condition } from '../conditions';
import { afterShield, attackBeforeModifier, conditionEvents, damageEvents, negatedIn, healEvents, sufferedDamage } from '../damage';
import { figureWords, lineWithAftermath, scenarioWords } from '../describe';
import { emit, type Emitter } from '../emitter';
import { describeFigure, figureView, isSameFigure, modifierDeckKeyOf, sideOf } from '../figures';
import { modifierDeckOf } from '../modifier-deck-keys';
import { applyModifierCards, drawForTarget, drawModeOf } from '../modifier-draw';
import { modifierEffects } from '../modifier-effects';
import { isConditionToken } from '../input';
import { immunitiesOf, standeeAbility, standeeDefence } from '../monster-stats';
import { itemBonusesOf, itemDefenceOf } from '../item-bonuses';
import type { ScenarioEvent } from '../events';
import type { FigureRef, ScenarioState } from '../state';
import { refusedWith, type RuleViolation } from '../violation';
import { CARDS_LOST_FROM_DISCARD, handOf, lostCardsRefusal } from '../hand';
import { own } from '../../own';
import { wordList } from '../../words';

const attackSchema = z.object({
  type: z.literal('Attack'),
  attacker: figureRefSchema,
  /** The attack value before modifiers; for a monster it defaults to its card's attack this round. */
  attack: z.number().int().min(0).optional(),
  /**
   * The attack's range (0: melee); a monster's defaults to its card's, a summon's to its own. With
   * the board showing a target adjacent, a ranged attack has disadvantage against it.
   */
  range: z.number().int().min(0).optional(),
  pierce: z.number().int().min(0).default(0),
  conditions: z.array(conditionSchema).default([]),
  /** 2nd edition safeguard: which negative condition it prevents (the party's choice); else the first. */
  safeguardPrevents: conditionSchema.optional(),
  targets: z
    .array(
      z.object({
        target: figureRefSchema,
        bonus: z.number().int().default(0),
        hasAdvantage: z.boolean().default(false),
        hasDisadvantage: z.boolean().default(false),
        /** 2nd edition: which of the two draws the attacker uses with advantage. */
        choice: z.enum(['first', 'second']).optional(),
        /** Shield and retaliate of a character or summon target from its active cards. */
        shield: z.number().int().min(0).optional(),
        retaliate: z.number().int().min(0).optional(),
        isWithinRetaliateRange: z.boolean().default(true),
        /** A character target loses cards to negate the damage; conditions still apply (guide "Lost cards, resting and exhaustion"). */
        negateDamage: z.boolean().default(false),
        /** The cards a target whose hand Haven keeps loses to negate it, by id (modules/hand-damage.ts). */
        lostCards: z.array(z.string().min(1).max(20)).max(CARDS_LOST_FROM_DISCARD).default([]),
        /** A character attacker loses cards to negate this target's retaliate damage (1st ed. rulebook p. 28). */
        negateRetaliate: z.boolean().default(false),
        /** The cards an attacker whose hand Haven keeps loses to negate it, by id. */
        retaliateLostCards: z.array(z.string().min(1).max(20)).max(CARDS_LOST_FROM_DISCARD).default([]),
      }),
    )
    .min(1),
});
type AttackCommand = z.output<typeof attackSchema>;
type AttackTarget = AttackCommand['targets'][number];

/** The events emitted, for a rule that looks at what they did. */
function emitted(out: Emitter, events: ScenarioEvent[]): ScenarioEvent[] {
  emit(out, ...events);
  return events;
}

/**
 * Why the attacker cannot negate this target's retaliate as the command says, or undefined: only a
 * character has cards to lose, and a kept hand names one card of its hand or two of its discard
 * pile (1st ed. rulebook p. 28 "Character Damage": "Whenever any damage is dealt to a character").
 */
function retaliateNegationRefusal(state: ScenarioState, attacker: FigureRef, entry: AttackTarget): RuleViolation | undefined {
  if (!entry.negateRetaliate) return undefined;
  if (attacker.kind !== 'character')
    return refusedWith('only-characters-negate', 'scenario.onlyCharactersNegate', { name: describeFigure(state, attacker) }).violation;
  return handOf(state, attacker.id) === undefined ? undefined : lostCardsRefusal(state, attacker.id, entry.retaliateLostCards);
}

/**
 * The cards a kept hand loses for the retaliate it negated, once the damage is known; asked again
 * here because an earlier target's retaliate may have taken the same cards.
 */
function retaliateCardsLost(
  state: ScenarioState,
  attacker: FigureRef,
  entry: AttackTarget,
  retaliated: readonly ScenarioEvent[],
): ScenarioEvent | { violation: RuleViolation } | undefined {
  const negated = negatedIn(retaliated) > 0;
  if (!negated || attacker.kind !== 'character' || handOf(state, attacker.id) === undefined) return undefined;
  const refused = lostCardsRefusal(state, attacker.id, entry.retaliateLostCards);
  if (refused) return { violation: refused };
  return { type: 'CardsLostForDamage', characterId: attacker.id, cardIds: entry.retaliateLostCards };
}

function defenceOf(
  state: ScenarioState,
  target: FigureRef,
  given: { shield?: number | undefined; retaliate?: number | undefined },
): { shield: number; retaliate: number } {
  if (target.kind === 'monster') {
    const standee = own(state.monsters, target.id);
    return standee === undefined ? { shield: 0, retaliate: 0 } : standeeDefence(state, standee);
  }
  const summon = target.kind === 'summon' ? own(state.summons, target.id) : undefined;
  return { shield: given.shield ?? summon?.shield ?? 0, retaliate: given.retaliate ?? summon?.retaliate ?? 0 };
}

/** A monster's attack this round from its worked-out card: value, pierce and conditions. */
function monsterCardAttack(
  state: ScenarioState,
  standeeId: string,
): { attack: number; range: number; pierce: number; conditions: Condition[] } | undefined {
  const ability = standeeAbility(state, standeeId);
  const attack = ability?.actions.find((action) => action.type === 'attack');
  if (attack?.value === undefined) return undefined;
  return {
    attack: attack.value,
    range: attack.subActions.find((sub) => sub.type === 'range')?.value ?? 0,
    pierce: attack.subActions.filter((sub) => sub.type === 'pierce').reduce((sum, sub) => sum + (sub.value ?? 0), 0),
    conditions: attack.subActions.flatMap((sub) => (sub.type === 'condition' && isConditionToken(sub.condition) ? [sub.condition] : [])),
  };
}

/**
 * Resolves an attack, one modifier draw per target (guide: "You draw one card per target";
 * 2nd ed. refresher: "a separate attack modifier card for each individual target"), in the order
 * of modification (see damage.ts). Strengthen gives advantage, muddle disadvantage (1st ed.
 * rulebook "Conditions"). A stunned or disarmed figure cannot attack; an invisible figure cannot be
 * targeted by its enemies (1st ed. rulebook "Conditions"). A target killed by the attack takes none
 * of its other effects (guide); a surviving target with retaliate in range deals that damage back
 * (1st ed. rulebook "Retaliate").
 */
function decideAttack(out: Emitter, command: AttackCommand): RuleViolation | undefined {
  const state = out.state;
  const attacker = command.attacker;
  if (state.phase !== 'turns' || !isSameFigure(state.activeFigure, attacker)) {
    return refusedWith('not-attackers-turn', 'scenario.notAttackersTurn', { name: describeFigure(state, attacker) }).violation;
  }
  const attackerView = figureView(state, attacker);
  if (attackerView === undefined)
    return refusedWith('unknown-figure', 'scenario.attackerNotOnMap', { name: describeFigure(state, attacker) }).violation;
  for (const condition of ['stun', 'disarm'] as const) {
    if (hasCondition(attackerView.conditions, condition)) {
      return refusedWith(`attacker-${condition}ed`, condition === 'stun' ? 'scenario.attackerStunned' : 'scenario.attackerDisarmed', {
        name: attackerView.name,
      }).violation;
    }
  }
  const deckKey = modifierDeckKeyOf(state, attacker);
  if (deckKey === undefined) return refusedWith('no-modifier-deck', 'scenario.noModifierDeck', { name: attackerView.name }).violation;

  let pierce = command.pierce;
  let conditions: Condition[] = [...command.conditions];
  // A summon attacks with the attack printed for it on its owner's card (1st ed. rulebook
  // "Summons": summons use their own stats; they draw from their summoner's modifier deck).
  const summonAttack = attacker.kind === 'summon' ? own(state.summons, attacker.id)?.attack : undefined;
  // A monster's card gives its attack's pierce and conditions whether or not a value was typed: a
  // typed value replaces the number only, the card's poison still lands (issue 16).
  const fromCard = attacker.kind === 'monster' ? monsterCardAttack(state, attacker.id) : undefined;
  // What the attacker's items add to this attack (an item used this turn; see item-bonuses.ts).
  const items = itemBonusesOf(state, attacker);
  const typed = command.attack ?? summonAttack ?? fromCard?.attack;
  const attack = typed === undefined ? undefined : typed + items.attack;
  conditions = [...new Set([...conditions, ...items.all])];
  if (attack === undefined) {
    return refusedWith('attack-value-missing', 'scenario.attackValueMissing', { name: attackerView.name }).violation;
  }
  if (fromCard !== undefined) {
    pierce += fromCard.pierce;
    conditions = [...new Set([...conditions, ...fromCard.conditions])];
  }

  for (const entry of command.targets) {
    // 2nd edition: a monster always uses the better of two cards with advantage; only a character
    // chooses (2nd ed. rulebook "Advantage and Disadvantage").
    if (entry.choice !== undefined && (state.edition === 'gh1' || attacker.kind !== 'character')) {
      return refusedWith('no-card-choice', state.edition === 'gh1' ? 'scenario.noCardChoiceGh1' : 'scenario.noCardChoice').violation;
    }
    if (entry.negateDamage && entry.target.kind !== 'character') {
      return refusedWith('only-characters-negate', 'scenario.onlyCharactersNegate', {
        name: describeFigure(state, entry.target),
      }).violation;
    }
    // A kept hand names the cards it loses (1st ed. rulebook p. 28; modules/hand-damage.ts).
    const keptHand = entry.target.kind === 'character' && handOf(state, entry.target.id) !== undefined;
    const lostRefused = entry.negateDamage && keptHand ? lostCardsRefusal(state, entry.target.id, entry.lostCards) : undefined;
    if (lostRefused) return lostRefused;
    const retaliateRefused = retaliateNegationRefusal(state, attacker, entry);
    if (retaliateRefused) return retaliateRefused;
    const target = figureView(state, entry.target);
    if (target === undefined)
      return refusedWith('unknown-target', 'scenario.targetNotOnMap', { name: describeFigure(state, entry.target) }).violation;
    if (hasCondition(target.conditions, 'invisible') && sideOf(state, entry.target) !== sideOf(state, attacker)) {
      return refusedWith('target-invisible', 'scenario.targetInvisible', { name: target.name }).violation;
    }
  }

  // A ranged attack on an adjacent enemy has disadvantage against it (1st ed. rulebook p. 19
  // "Attack" and pp. 20-21; 2nd ed. rulebook "Advantage and Disadvantage"), worked out from the
  // party's board where it shows both figures.
  const range =
    command.range ??
    (attacker.kind === 'summon' ? own(state.summons, attacker.id)?.range : undefined) ??
    (attacker.kind === 'monster' ? monsterCardAttack(state, attacker.id)?.range : undefined) ??
    0;
  const isRangedAgainstAdjacent = (target: FigureRef) => range > 0 && areAdjacent(state.board, attacker.id, target.id) === true;

  if (items.spent.length > 0 && attacker.kind === 'character')
    emit(out, { type: 'ItemBonusesSpent', characterId: attacker.id, items: items.spent });
  for (const [index, entry] of command.targets.entries()) {
    const current = figureView(out.state, attacker);
    const target = figureView(out.state, entry.target);
    if (current === undefined) break; // killed by retaliate: the rest of the attack is lost
    if (target === undefined) continue;
    // What the target's items used against this attack add (item-bonuses.ts): spent by it.
    const fromItems = itemDefenceOf(out.state, entry.target);
    const mode = drawModeOf(
      entry.hasAdvantage || hasCondition(current.conditions, 'strengthen'),
      entry.hasDisadvantage ||
        hasCondition(current.conditions, 'muddle') ||
        isRangedAgainstAdjacent(entry.target) ||
        fromItems.attackerDisadvantage,
    );
    const base = attackBeforeModifier(
      attack,
      entry.bonus + (index === 0 ? items.firstAttack : 0),
      hasCondition(target.conditions, 'poison'),
    );
    const deck = modifierDeckOf(out.state, deckKey);
    if (deck === undefined) return refusedWith('no-modifier-deck', 'scenario.noModifierDeck', { name: current.name }).violation;
    const draw = drawForTarget(out.state.edition, mode, base, deck, out.state.rng, entry.choice);
    emit(out, {
      type: 'AttackModifierCardsDrawn',
      deck: deckKey,
      drawn: draw.drawn,
      applied: draw.applied,
      deckAfter: draw.deck,
      rng: draw.rng,
    });
    const modified = applyModifierCards(base, draw.applied);
    const effects = modifierEffects(draw.applied);
    const given = defenceOf(out.state, entry.target, entry);
    const defence = { shield: given.shield + fromItems.shield, retaliate: given.retaliate };
    const damage = modified.isNull ? 0 : afterShield(modified.value, defence.shield, pierce + effects.pierce);
    // The result says what the target suffers: ward halves it after the shield (2nd ed. refresher:
    // "the modifier card, then the target's shield, then ward"; damage.ts).
    const suffered = sufferedDamage(out.state.edition, damage, target.conditions).amount;
    emit(out, {
      type: 'AttackResolved',
      attacker,
      target: entry.target,
      attackValue: base,
      afterModifier: modified.value,
      shield: defence.shield,
      damage: suffered,
      ...(suffered !== damage ? { beforeWard: damage } : {}),
      ...(entry.negateDamage && suffered > 0 ? { isNegated: true as const } : {}),
      isNull: modified.isNull,
    });
    emit(out, ...damageEvents(out.state, entry.target, damage, 'attack', entry.negateDamage, attacker));
    if (entry.negateDamage && entry.target.kind === 'character' && handOf(out.state, entry.target.id) !== undefined && suffered > 0)
      emit(out, { type: 'CardsLostForDamage', characterId: entry.target.id, cardIds: entry.lostCards });
    for (const element of effects.infusions) emit(out, { type: 'ElementInfused', element, isImmediate: false });
    if (figureView(out.state, entry.target) !== undefined) {
      // Conditions land whether or not damage was dealt, but not on a target the attack killed
      // (guide "Conditions and elements"; 2nd ed. rulebook "Conditions").
      const immunities = immunitiesOf(out.state, entry.target);
      emit(
        out,
        ...conditionEvents(
          out.state,
          entry.target,
          [...new Set([...conditions, ...effects.conditions, ...(index === 0 ? items.first : [])])],
          'attack',
          immunities,
          command.safeguardPrevents,
        ),
      );
      // The target's retaliate bonuses stack (1st ed. rulebook p. 26 "Retaliate"): one source of
      // damage, which a character attacker may negate by losing cards once (p. 28).
      const retaliated: ScenarioEvent[] = [];
      if (defence.retaliate > 0 && entry.isWithinRetaliateRange)
        retaliated.push(
          ...emitted(out, damageEvents(out.state, attacker, defence.retaliate, 'retaliate', entry.negateRetaliate, entry.target)),
        );
      // An item's retaliate has range 1 (1st ed. rulebook p. 26 "Retaliate"): the attacker next to
      // its target on the board, or within the range the party said.
      const isNextTo = entry.isWithinRetaliateRange === true || areAdjacent(out.state.board, attacker.id, entry.target.id) === true;
      if (fromItems.retaliate > 0 && isNextTo && figureView(out.state, attacker) !== undefined)
        retaliated.push(
          ...emitted(out, damageEvents(out.state, attacker, fromItems.retaliate, 'retaliate', entry.negateRetaliate, entry.target)),
        );
      const lost = retaliateCardsLost(out.state, attacker, entry, retaliated);
      if (lost !== undefined && 'violation' in lost) return lost.violation;
      if (lost !== undefined) emit(out, lost);
    }
    if (entry.target.kind === 'character' && (out.state.itemDefences?.[entry.target.id] ?? []).length > 0)
      emit(out, { type: 'ItemDefencesSpent', characterId: entry.target.id });
    // A heal on a modifier card heals the attacker after the attack, retaliate included (2nd ed.
    // rulebook "Attack Effects"; 1st ed. FAQ "heal rolling modifier cards").
    if (effects.heal > 0) emit(out, ...healEvents(out.state, attacker, effects.heal));
  }
  return undefined;
}

export const attack = defineCommand(attackSchema, {
  revealsHiddenInformation: true,
  decide: decideAttack,
  describe(before, command, events) {
    const name = (figure: FigureRef) => figureWords(before, figure);
    const results = events.flatMap((e) => {
      if (e.type === 'AttackResolved')
        return [
          e.isNull
            ? scenarioWords('missed', { name: name(e.target) })
            : scenarioWords(e.isNegated ? 'takesNegated' : 'takes', { name: name(e.target), damage: e.damage }),
        ];
      // A retaliate the attacker negated by losing cards (p. 28) is said as a target's would be.
      if (e.type === 'DamageSuffered' && e.cause === 'retaliate' && (e.negated ?? 0) > 0)
        return [scenarioWords('takesNegated', { name: name(e.figure), damage: e.negated ?? 0 })];
      return [];
    });
    return lineWithAftermath(before, events, 'attacks', { name: name(command.attacker), results: wordList(results) });
  },
});
