import { applyBoardEdit } from '../../map/edit';
import { boardOf, withoutFigures } from './board-state';
import { applyInfusions } from './elements';
import { withModifierDeck } from './modifier-deck-keys';
import type { ScenarioEvent } from './events';
import type { FigureRef, ScenarioItem, ScenarioState } from './state';
import { figureKey } from './state';
import type { ConditionToken } from './conditions';
import { withTurnStep } from './turn-steps';
import { own } from '../own';
import { isOfRoom } from './objective-schema';
import { withMapRoom } from './scenario-map';
import { withStandeeRenumbered } from './standee-numbers';
import { withTokensPlaced, withTokensTaken } from './money-tokens';
import { evolveHand, handAtExhaustion, handsAtRoundEnd } from './hand-evolve';

function updateFigure(state: ScenarioState, figure: FigureRef, change: { health?: number; conditions?: ConditionToken[] }): ScenarioState {
  switch (figure.kind) {
    case 'character': {
      const character = own(state.characters, figure.id);
      if (character === undefined) return state;
      return { ...state, characters: { ...state.characters, [figure.id]: { ...character, ...change } } };
    }
    case 'summon': {
      const summon = own(state.summons, figure.id);
      if (summon === undefined) return state;
      return { ...state, summons: { ...state.summons, [figure.id]: { ...summon, ...change } } };
    }
    case 'monster': {
      const standee = own(state.monsters, figure.id);
      if (standee === undefined) return state;
      return { ...state, monsters: { ...state.monsters, [figure.id]: { ...standee, ...change } } };
    }
  }
}

function withItems(state: ScenarioState, characterId: string, change: (item: ScenarioItem) => ScenarioItem): ScenarioState {
  const character = own(state.characters, characterId);
  if (character?.items === undefined) return state;
  return { ...state, characters: { ...state.characters, [characterId]: { ...character, items: character.items.map(change) } } };
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** Applies one event. Pure: no draws, no clock; every outcome comes from the event. */
export function evolve(state: ScenarioState, event: ScenarioEvent): ScenarioState {
  // The turn's progress is read before the event changes the state (a step of the acting figure).
  return applyEvent(withTurnStep(state, event), event);
}

function applyEvent(state: ScenarioState, event: ScenarioEvent): ScenarioState {
  switch (event.type) {
    case 'MonstersAdded': {
      const monsters = { ...state.monsters };
      for (const standee of event.standees) monsters[standee.id] = standee;
      return { ...state, monsters, monsterTieOrder: event.monsterTieOrder, rng: event.rng };
    }
    case 'RoomRevealed':
      return { ...state, revealedRooms: [...state.revealedRooms, event.roomId] };
    case 'ObjectivesPlaced': {
      const objectives = { ...state.objectives };
      for (const objective of event.objectives) objectives[objective.id] = objective;
      return {
        ...state,
        objectives,
        objectivesToCome: (state.objectivesToCome ?? []).filter((objective) => !isOfRoom(objective, event.roomId)),
      };
    }
    case 'ObjectiveDamaged': {
      const objective = own(state.objectives ?? {}, event.objectiveId);
      if (objective === undefined) return state;
      return { ...state, objectives: { ...state.objectives, [objective.id]: { ...objective, health: event.health } } };
    }
    case 'ObjectiveDestroyed': {
      const objective = own(state.objectives ?? {}, event.objectiveId);
      if (objective === undefined) return state;
      return { ...state, objectives: { ...state.objectives, [objective.id]: { ...objective, health: 0, isDestroyed: true } } };
    }
    case 'InitiativeChosen': {
      const character = own(state.characters, event.characterId);
      if (character === undefined) return state;
      const chosen = { ...state, characters: { ...state.characters, [event.characterId]: { ...character, initiative: event.choice } } };
      // A long rest plays no cards: cards chosen before it are back in the choice (hand.ts).
      const hand = event.choice.kind === 'longRest' ? state.hands?.[event.characterId] : undefined;
      return hand ? { ...chosen, hands: { ...state.hands, [event.characterId]: { ...hand, chosen: [], played: [] } } } : chosen;
    }
    case 'HandTracked':
    case 'CardsChosen':
    case 'CardHalfPlayed':
    case 'ActiveCardRemoved':
    case 'RestCardLost':
    case 'CardsLostForDamage':
      return evolveHand(state, event);
    case 'MonsterAbilityCardsDrawn': {
      const abilityDecks = { ...state.abilityDecks };
      const drawnAbilityCards = { ...state.drawnAbilityCards };
      for (const draw of event.draws) {
        abilityDecks[draw.deck] = draw.deckAfter;
        drawnAbilityCards[draw.drawKey] = { deck: draw.deck, cardId: draw.cardId };
      }
      return { ...state, abilityDecks, drawnAbilityCards, rng: event.rng };
    }
    case 'TurnPhaseStarted':
      return { ...state, phase: 'turns' };
    case 'MonsterTieOrderSet':
      return { ...state, monsterTieOrder: event.typeIds };
    case 'CharacterTieOrderSet':
      return { ...state, characterTieOrder: event.characterIds };
    case 'TurnStarted':
      return {
        ...state,
        activeFigure: event.figure,
        elementsAtTurnStart: event.elementsAtTurnStart,
        actedThisRound: [...state.actedThisRound, figureKey(event.figure)],
        turnSteps: [],
      };
    case 'TurnEnded':
      return {
        ...withoutItemBonuses(state, event.figure),
        activeFigure: null,
        elements: event.elements,
        pendingInfusions: event.pendingInfusions,
        elementsAtTurnStart: null,
        turnSteps: [],
      };
    case 'ConditionsChanged':
      return updateFigure(state, event.figure, { conditions: event.conditions });
    case 'DamageSuffered':
    case 'Healed':
      return updateFigure(state, event.figure, { health: event.health });
    // The dead and the exhausted leave the map (1st ed. rulebook "Monster Death", "Exhaustion"), and so the board.
    case 'MonsterDied':
      return withoutFigures(
        {
          ...state,
          monsters: without(state.monsters, event.standeeId),
          moneyTokensPlaced: state.moneyTokensPlaced + (event.droppedMoneyToken ? 1 : 0),
          ...(event.droppedMoneyToken && event.at ? { moneyTokensOnBoard: withTokensPlaced(state.moneyTokensOnBoard, [event.at]) } : {}),
        },
        [event.standeeId],
      );
    case 'SummonDied':
      return withoutFigures({ ...state, summons: without(state.summons, event.summonId) }, [event.summonId]);
    case 'CharacterExhausted': {
      const character = own(state.characters, event.characterId);
      if (character === undefined) return state;
      // A summon is removed when its summoner is exhausted (1st ed. rulebook "Summons").
      const lost = Object.values(state.summons)
        .filter((summon) => summon.ownerId === event.characterId)
        .map((summon) => summon.id);
      const summons = Object.fromEntries(Object.entries(state.summons).filter(([, summon]) => summon.ownerId !== event.characterId));
      const { staysOnMap: _wasOnMap, ...rest } = character;
      const hand = state.hands?.[event.characterId];
      return withoutFigures(
        {
          ...state,
          ...(hand ? { hands: { ...state.hands, [event.characterId]: handAtExhaustion(hand) } } : {}),
          summons,
          characters: {
            ...state.characters,
            [event.characterId]: {
              ...rest,
              isExhausted: true,
              ...(event.isDead ? { isDead: true } : {}),
              ...(event.staysOnMap ? { staysOnMap: true } : {}),
            },
          },
        },
        // Exhausted by its cards under permanent death, the figure stays on the map (p. 50).
        event.staysOnMap ? lost : [event.characterId, ...lost],
      );
    }
    case 'SummonAdded':
      return { ...state, summons: { ...state.summons, [event.summon.id]: event.summon } };
    case 'ElementInfused':
      return event.isImmediate
        ? { ...state, elements: applyInfusions(state.elements, [event.element]) }
        : { ...state, pendingInfusions: [...state.pendingInfusions, event.element] };
    case 'ElementConsumed':
      return { ...state, elements: { ...state.elements, [event.element]: 'inert' } };
    case 'AttackModifierCardsDrawn':
    case 'ModifierCardShuffledIn':
      return { ...withModifierDeck(state, event.deck, event.deckAfter), rng: event.rng };
    case 'AttackResolved':
      return state;
    case 'ExperienceGained': {
      const character = own(state.characters, event.characterId);
      if (character === undefined) return state;
      return { ...state, characters: { ...state.characters, [event.characterId]: { ...character, experience: event.experience } } };
    }
    case 'MoneyTokensLooted': {
      const character = own(state.characters, event.characterId);
      if (character === undefined) return state;
      return {
        ...state,
        characters: { ...state.characters, [event.characterId]: { ...character, moneyTokens: event.moneyTokens } },
        ...(event.from ? { moneyTokensOnBoard: withTokensTaken(state.moneyTokensOnBoard, event.from) } : {}),
      };
    }
    case 'LongRested':
      return state;
    case 'ItemUsed':
      return withItems(state, event.characterId, (item) =>
        item.name === event.item ? { ...item, status: event.status, ...(event.used !== undefined ? { used: event.used } : {}) } : item,
      );
    case 'ItemBonusGained':
      return {
        ...state,
        itemBonuses: { ...state.itemBonuses, [event.characterId]: [...(state.itemBonuses?.[event.characterId] ?? []), event.bonus] },
      };
    case 'ItemDefenceGained':
      return {
        ...state,
        itemDefences: { ...state.itemDefences, [event.characterId]: [...(state.itemDefences?.[event.characterId] ?? []), event.defence] },
      };
    case 'ItemDefencesSpent': {
      const { [event.characterId]: _spent, ...rest } = state.itemDefences ?? {};
      return { ...state, itemDefences: rest };
    }
    case 'ItemBonusesSpent': {
      const left = (state.itemBonuses?.[event.characterId] ?? []).filter((bonus) => !event.items.includes(bonus.item));
      return { ...state, itemBonuses: { ...state.itemBonuses, [event.characterId]: left } };
    }
    case 'ItemsRefreshed':
      // A refreshed card is ready again with its use slots empty.
      return withItems(state, event.characterId, (item) =>
        event.items.includes(item.name) ? { ...item, status: 'ready', ...(item.uses ? { used: 0 } : {}) } : item,
      );
    case 'ShortRested':
      return { ...state, shortRestedThisRound: [...(state.shortRestedThisRound ?? []), event.characterId] };
    case 'ScenarioRuleCardsShuffledIn':
      return { ...withModifierDeck(state, event.deck, event.deckAfter), rng: event.rng };
    case 'ScenarioRuleApplied': {
      const done = [...(state.rulesDone ?? []), ...(event.isDone ? [event.index] : []), ...event.disables];
      return { ...state, rulesDone: [...new Set(done)] };
    }
    case 'ScenarioGoalMet':
      return { ...state, goalMetInRound: state.goalMetInRound ?? event.round };
    case 'LossConditionMet':
      return { ...state, lossConditionMetInRound: state.lossConditionMetInRound ?? event.round };
    case 'RoundEnded': {
      const shuffled = Object.entries(event.modifierDecksShuffled).reduce((s, [key, deck]) => withModifierDeck(s, key, deck), state);
      const characters = Object.fromEntries(
        Object.entries(state.characters).map(([id, character]) => [id, { ...character, initiative: null }]),
      );
      return {
        ...shuffled,
        round: event.round + 1,
        phase: 'cardSelection',
        elements: event.elements,
        abilityDecks: { ...state.abilityDecks, ...event.abilityDecksShuffled },
        drawnAbilityCards: {},
        characters,
        actedThisRound: [],
        activeFigure: null,
        elementsAtTurnStart: null,
        pendingInfusions: [],
        consumedByCard: {},
        turnSteps: [],
        shortRestedThisRound: [],
        itemBonuses: {},
        // An item's shield "for the attack" unused by the round's end does not outlive it.
        itemDefences: {},
        ...(state.hands ? { hands: handsAtRoundEnd(state.hands) } : {}),
        rng: event.rng,
      };
    }
    case 'ScenarioEnded': {
      // Every item is refreshed when the scenario ends (1st ed. rulebook p. 8: "All items are
      // refreshed between scenarios"; 2nd ed. rulebook p. 34).
      const characters = Object.fromEntries(
        Object.entries(state.characters).map(([id, c]) => [
          id,
          c.items ? { ...c, items: c.items.map((item) => ({ ...item, status: 'ready' as const })) } : c,
        ]),
      );
      return { ...state, characters, phase: 'ended', outcome: event.outcome, round: event.round };
    }
    case 'BoardEdited':
      return { ...state, board: applyBoardEdit(boardOf(state), event.edit) };
    case 'MapRoomLaidOut':
      return withMapRoom(state, event);
    case 'StandeeRenumbered':
      return withStandeeRenumbered(state, event.standeeId, event.number);
  }
}

/** Applies events in order. */
export function evolveAll(state: ScenarioState, events: readonly ScenarioEvent[]): ScenarioState {
  return events.reduce(evolve, state);
}

/** An item's bonus lasts the owner's turn at most: state of one turn does not outlive it (1st ed. rulebook p. 8). */
function withoutItemBonuses(state: ScenarioState, figure: FigureRef): ScenarioState {
  if (figure.kind !== 'character' || state.itemBonuses?.[figure.id] === undefined) return state;
  const { [figure.id]: _ended, ...rest } = state.itemBonuses;
  return { ...state, itemBonuses: rest };
}
