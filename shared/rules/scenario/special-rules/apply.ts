import { addCondition } from '../conditions';
import { BLESS_CURSE_LIMIT, cardsInPlay } from '../bless-curse';
import { placeMonsters } from '../decide-monsters';
import { emit, startEmitter, type Emitter } from '../emitter';
import type { ScenarioEvent } from '../events';
import { CURSE_CARD, MINUS_ONE_CARD } from '../modifier-cards';
import { shuffle } from '../../../random';
import type { ScenarioState } from '../state';
import type { RuleViolation } from '../violation';
import type { RuleEffect, ScenarioRule } from './rule';
import { openRoomsByRule } from './open-rooms';
import { isRuleDue, type RuleMoment } from './when';
import { own } from '../../own';
import { objectivesInPlay } from '../objectives';

/** The rules of the scenario that are due at this moment, in the scenario's order. */
export function dueRules(state: ScenarioState, moment: RuleMoment): ScenarioRule[] {
  const facts = {
    revealedRooms: state.revealedRooms,
    done: state.rulesDone ?? [],
    standing: Object.values(state.monsters).map((standee) => standee.typeId),
    ...objectivesInPlay(state),
  };
  return (state.scenarioRules ?? []).filter((rule) => isRuleDue(rule, moment, facts));
}

/**
 * Applies the scenario's rules due at this moment, each effect through the engine's own events, in
 * the scenario's order (1st ed. rulebook p. 12 "Scenario Page": special rules; p. 34 "Special
 * Scenario Rules"). At the end of a round the scenario's end is marked before the round ends
 * (`part: 'ends'`), and the rest (spawns...) once the next round has begun (`part: 'rest'`): a
 * monster spawned at the end of a round acts from the next one (p. 34 "Spawning").
 */
export function applyScenarioRules(out: Emitter, moment: RuleMoment, part: 'all' | 'ends' | 'rest' = 'all'): RuleViolation | undefined {
  for (const rule of dueRules(out.state, moment)) {
    const effects = rule.effects.filter((effect) => part === 'all' || (part === 'ends') === (effect.kind === 'end'));
    for (const effect of effects) {
      const refused = applyEffect(out, effect);
      if (refused) return refused;
    }
    if (part === 'ends') continue;
    emit(out, {
      type: 'ScenarioRuleApplied',
      index: rule.index,
      round: 'round' in moment ? moment.round : out.state.round,
      // A rule waiting for rooms applies once, at the reveal that completes them.
      isDone: rule.isOnce || rule.at === 'roomsRevealed',
      disables: effects.flatMap((effect) => (effect.kind === 'disableRules' ? effect.rules : [])),
    });
  }
  return undefined;
}

function applyEffect(out: Emitter, effect: RuleEffect): RuleViolation | undefined {
  const state = out.state;
  const characters = Object.values(state.characters).filter((c) => !c.isExhausted);
  switch (effect.kind) {
    case 'modifierCards': {
      for (const character of characters) {
        // Curses come from the box's ten character curse cards: with none left, no more are added
        // (1st ed. rulebook p. 23 "Curse"; see bless-curse.ts).
        const left = effect.card === 'curse' ? BLESS_CURSE_LIMIT - cardsInPlay(out.state, 'curse', character.id) : effect.count;
        const count = Math.min(effect.count, left);
        const deck = out.state.characterModifierDecks[character.id];
        if (count <= 0 || deck === undefined) continue;
        const card = effect.card === 'curse' ? CURSE_CARD : MINUS_ONE_CARD;
        const shuffled = shuffle([...deck.drawPile, ...Array.from({ length: count }, () => card)], out.state.rng);
        emit(out, {
          type: 'ScenarioRuleCardsShuffledIn',
          deck: character.id,
          card: effect.card,
          count,
          deckAfter: { ...deck, drawPile: shuffled.items },
          rng: shuffled.rng,
        });
      }
      return undefined;
    }
    case 'conditions':
      for (const character of characters) {
        const current = own(out.state.characters, character.id)?.conditions ?? [];
        const added = effect.conditions.filter((name) => !current.some((token) => token.name === name));
        if (added.length === 0) continue;
        // Not gained during the character's own turn: one that lasts "until the end of the next
        // turn" ends with its first turn (as a preceding event's conditions, see setup.ts).
        const conditions = added.reduce((tokens, name) => addCondition(tokens, name, false), current);
        emit(out, {
          type: 'ConditionsChanged',
          figure: { kind: 'character', id: character.id },
          conditions,
          added,
          removed: [],
          cause: 'scenarioRule',
        });
      }
      return undefined;
    case 'spawn': {
      // The party's size picks the column (a party of one plays as two; 1st ed. rulebook p. 15).
      const column = Math.min(Math.max(Object.keys(state.characters).length, 2), 4) - 2;
      const placements = effect.monsters.flatMap((monster) => {
        const rank = monster.ranks[column];
        const type = own(state.monsterTypes, monster.monster);
        // A monster the scenario did not set up, or a rank its type cannot take, is not placed.
        if (rank === null || rank === undefined || type === undefined || type.isBoss !== (rank === 'boss')) return [];
        return Array.from({ length: monster.count }, () => ({
          typeId: monster.monster,
          rank,
          isSummoned: false,
          // Spawned monsters drop no money token (1st ed. rulebook pp. 19-22 "Attack"; p. 34 "Special
          // Scenario Rules": spawning).
          isSpawned: true,
          isAlly: false,
        }));
      });
      return placements.length === 0 ? undefined : placeMonsters(out, placements);
    }
    case 'elements':
      for (const { element, strength } of effect.elements) {
        if (out.state.elements[element] === strength) continue;
        emit(out, strength === 'strong' ? { type: 'ElementInfused', element, isImmediate: true } : { type: 'ElementConsumed', element });
      }
      return undefined;
    case 'end':
      emit(
        out,
        effect.outcome === 'success' ? { type: 'ScenarioGoalMet', round: state.round } : { type: 'LossConditionMet', round: state.round },
      );
      return undefined;
    case 'openRooms':
      // What the scenario's rules say for the rooms opened happens as they are revealed (p. 19).
      return openRoomsByRule(out, effect) ?? applyScenarioRules(out, { at: 'roomsRevealed' });
    case 'monsterHealth':
    case 'monsterLevel':
    case 'monsterAttributes':
    case 'monsterDeck':
    case 'disableRules':
      // Stats are set at setup (setup-rules.ts) or worked out with the stat card (rule-attributes.ts);
      // disabling is the applied event's own.
      return undefined;
  }
}

/**
 * The scenario's opening: its rules for the start of round 1 (curses in every deck, conditions,
 * elements), applied once the first room is set up (1st ed. rulebook pp. 12-16 "Scenario Setup":
 * apply the negative scenario effects of the special rules before the battle goals are dealt).
 */
export function openingEvents(state: ScenarioState): { events: ScenarioEvent[] } | { violation: RuleViolation } {
  const out = startEmitter(state);
  const refused = applyScenarioRules(out, { at: 'roundStart', round: 1 });
  return refused ? { violation: refused } : { events: out.events };
}
