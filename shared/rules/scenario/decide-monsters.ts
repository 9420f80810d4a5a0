import type { RngState } from '../../random';
import { drawAbilityCard } from './ability-deck';
import { drawKeyOf } from './drawn-cards';
import type { z } from 'zod';
import type { monsterPlacementSchema } from './command-schemas';
import { emit, type Emitter } from './emitter';
import type { ScenarioEvent } from './events';
import { resolveStats, statsAtLevel } from './monster-stats';
import { randomStandeeNumber } from './standees';
import type { ScenarioState, StandeeState } from './state';
import { refusedWith, type RuleViolation } from './violation';
import { own } from '../own';

type Placement = z.output<typeof monsterPlacementSchema>;

/**
 * Places monsters: by type, rank and standee number (chosen, or drawn among the free ones; guide
 * setup step 2). Hit points come from the stat card at the monster level. Summoned monsters never
 * act on the round they appear (1st ed. rulebook "Other Monster Abilities"; 2nd ed. rulebook
 * "Summon Abilities"). Revealed or spawned monsters always act in the round they appear: a set
 * without a card this round draws one now, and a set whose initiative has passed acts right after
 * the current figure (1st ed. rulebook "Revealing a Room"; 2nd ed. rulebook "Revealing and
 * Spawning Monsters") - `turnOrder` picks the earliest pending figure, which is exactly that.
 * 2nd edition: a set with only summoned monsters also draws a card, for its initiative.
 */
/** `startingHealth`: the hit points a summoned monster starts with when its card says so (at most its maximum). */
export function placeMonsters(out: Emitter, placements: readonly Placement[], startingHealth?: number): RuleViolation | undefined {
  const state = out.state;
  let rng: RngState = state.rng;
  const added: StandeeState[] = [];
  const notPlaced: { typeId: string; rank: Placement['rank'] }[] = [];
  const tieOrder = [...state.monsterTieOrder];
  // Chosen numbers first; then random ones, elites (and bosses) before normals, so that when
  // standees run out the elites are on the map (2nd ed. rulebook "Revealing and Spawning Monsters").
  const ordered = [
    ...placements.filter((p) => p.standeeNumber !== undefined),
    ...placements.filter((p) => p.standeeNumber === undefined && p.rank !== 'normal'),
    ...placements.filter((p) => p.standeeNumber === undefined && p.rank === 'normal'),
  ];
  for (const placement of ordered) {
    const type = own(state.monsterTypes, placement.typeId);
    if (type === undefined) {
      return refusedWith('unknown-monster-type', 'scenario.unknownMonsterType').violation;
    }
    if (type.isBoss !== (placement.rank === 'boss')) {
      return refusedWith('wrong-rank', type.isBoss ? 'scenario.bossOnly' : 'scenario.notBoss', { name: type.name }).violation;
    }
    const stats = statsAtLevel(type, placement.rank, state.level.monsterLevel);
    const resolved = stats === undefined ? undefined : resolveStats(stats, Object.keys(state.characters).length, state.level.scenarioLevel);
    if (resolved === undefined || 'error' in resolved) {
      return refusedWith('missing-stats', 'scenario.missingStats', {
        name: type.name,
        rank: placement.rank,
        level: state.level.monsterLevel,
      }).violation;
    }
    const taken = [
      ...Object.values(state.monsters)
        .filter((s) => s.typeId === type.id)
        .map((s) => s.number),
      ...added.filter((s) => s.typeId === type.id).map((s) => s.number),
    ];
    let number = placement.standeeNumber;
    if (number !== undefined) {
      if (number > type.standeeCount) {
        return refusedWith('no-such-standee', 'scenario.noSuchStandee', { name: type.name, count: type.standeeCount, number }).violation;
      }
      if (taken.includes(number)) {
        return refusedWith('standee-taken', 'scenario.standeeTaken', { name: type.name, number }).violation;
      }
    } else {
      const pick = randomStandeeNumber(type.standeeCount, taken, rng);
      rng = pick.rng;
      number = pick.number;
      if (number === undefined) {
        // Out of standees: place only those available (1st ed. rulebook "Revealing a Room").
        notPlaced.push({ typeId: type.id, rank: placement.rank });
        continue;
      }
    }
    const waitsForNextRound = placement.isSummoned;
    added.push({
      id: `${type.id}#${number}`,
      typeId: type.id,
      number,
      rank: placement.rank,
      health: startingHealth === undefined ? resolved.stats.health : Math.min(resolved.stats.health, startingHealth),
      maxHealth: resolved.stats.health,
      conditions: [],
      isSummoned: placement.isSummoned,
      isSpawned: placement.isSpawned,
      isAlly: placement.isAlly,
      firstRound: waitsForNextRound ? state.round + 1 : state.round,
    });
    if (!tieOrder.includes(type.id)) tieOrder.push(type.id);
  }
  emit(out, { type: 'MonstersAdded', standees: added, notPlaced, monsterTieOrder: tieOrder, rng });

  if (out.state.phase === 'turns') {
    const needingCards = added.filter((standee) => out.state.edition === 'gh2' || standee.firstRound <= out.state.round);
    const keys = drawKeysFor(out.state, needingCards).filter((key) => out.state.drawnAbilityCards[key] === undefined);
    if (keys.length > 0) {
      const drawn = drawCards(out.state, keys);
      if ('violation' in drawn) return drawn.violation;
      emit(out, drawn.event);
    }
  }
  return undefined;
}

/** Draws one card per draw key; keys sharing a deck (1st edition) draw one after another from it. */
function drawCards(state: ScenarioState, keys: readonly string[]): { event: ScenarioEvent } | { violation: RuleViolation } {
  let rng = state.rng;
  const decks = { ...state.abilityDecks };
  const draws: Extract<ScenarioEvent, { type: 'MonsterAbilityCardsDrawn' }>['draws'] = [];
  for (const key of keys) {
    const deckName = state.edition === 'gh1' ? own(state.monsterTypes, key)?.deck : key;
    const deck = deckName === undefined ? undefined : decks[deckName];
    const result = deck === undefined ? undefined : drawAbilityCard(deck, rng);
    const card = deckName === undefined || result?.cardId === undefined ? undefined : state.abilityCards[deckName]?.[result.cardId];
    if (deckName === undefined || result === undefined || card === undefined) {
      return refusedWith('empty-ability-deck', 'scenario.emptyAbilityDeck', { deck: deckName ?? key });
    }
    rng = result.rng;
    decks[deckName] = result.deck;
    draws.push({ drawKey: key, deck: deckName, cardId: card.id, initiative: card.initiative, deckAfter: result.deck });
  }
  return { event: { type: 'MonsterAbilityCardsDrawn', round: state.round, draws, rng } };
}

function drawKeysFor(state: ScenarioState, standees: readonly StandeeState[]): string[] {
  const keys = standees.map((standee) => drawKeyOf(state, standee.typeId)).filter((key): key is string => key !== undefined);
  return [...new Set(keys)].sort();
}

/**
 * Reveals the round's monster ability cards: one per monster type (1st edition) or per monster
 * set (2nd edition) with at least one figure on the map (see drawn-cards.ts; guide "The shape of
 * a round" step 2). Every character still in the scenario must have chosen cards or a long rest
 * first.
 */
export function decideDrawMonsterAbilityCards(out: Emitter): RuleViolation | undefined {
  const state = out.state;
  if (state.phase !== 'cardSelection') {
    return refusedWith('not-card-selection', 'scenario.monsterCardsRevealed', { round: state.round }).violation;
  }
  const waiting = Object.values(state.characters).filter((c) => !c.isExhausted && c.initiative === null);
  if (waiting.length > 0) {
    return refusedWith('initiative-missing', 'scenario.initiativeMissing', {
      names: waiting.map((c) => c.name).join(', '),
      count: waiting.length,
    }).violation;
  }
  const drawn = drawCards(state, drawKeysFor(state, Object.values(state.monsters)));
  if ('violation' in drawn) return drawn.violation;
  emit(out, drawn.event, { type: 'TurnPhaseStarted', round: state.round });
  return undefined;
}
