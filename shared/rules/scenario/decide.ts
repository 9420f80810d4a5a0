import type { ScenarioCommand } from './commands';
import { decideAttack } from './decide-attack';
import { decideEditBoard } from './decide-board';
import {
  decideAddCondition,
  decideAddSummon,
  decideConsumeElement,
  decideExhaustCharacter,
  decideGainExperience,
  decideHeal,
  decideInfuseElement,
  decideLootMoneyTokens,
  decideRemoveCondition,
  decideShuffleInModifierCard,
  decideSufferDamage,
} from './decide-figures';
import { decideDrawMonsterAbilityCards, placeMonsters } from './decide-monsters';
import { decideEndRound } from './decide-round';
import { decideLongRest, decideShortRest } from './decide-rests';
import { decideRefreshItem, decideUseItem } from './decide-items';
import {
  decideChooseInitiative,
  decideEndTurn,
  decideSetCharacterTieOrder,
  decideSetMonsterTieOrder,
  decideStartTurn,
} from './decide-turns';
import { emit, startEmitter, type Emitter } from './emitter';
import type { ScenarioEvent } from './events';
import type { ScenarioState } from './state';
import type { Decision as EngineDecision } from '../engine';
import { violation, type RuleViolation } from './violation';

export type Decision = EngineDecision<ScenarioEvent>;

function route(out: Emitter, command: ScenarioCommand): RuleViolation | undefined {
  switch (command.type) {
    case 'AddMonsters':
      return placeMonsters(out, command.monsters);
    case 'RevealRoom': {
      if (out.state.revealedRooms.includes(command.roomId)) {
        return violation('room-revealed', `Room "${command.roomId}" is already revealed; nothing was added.`).violation;
      }
      emit(out, { type: 'RoomRevealed', roomId: command.roomId });
      return command.monsters.length === 0 ? undefined : placeMonsters(out, command.monsters);
    }
    case 'ChooseInitiative':
      return decideChooseInitiative(out, command);
    case 'DrawMonsterAbilityCards':
      return decideDrawMonsterAbilityCards(out);
    case 'SetMonsterTieOrder':
      return decideSetMonsterTieOrder(out, command);
    case 'SetCharacterTieOrder':
      return decideSetCharacterTieOrder(out, command);
    case 'StartTurn':
      return decideStartTurn(out, command);
    case 'EndTurn':
      return decideEndTurn(out, command);
    case 'LongRest':
      return decideLongRest(out, command);
    case 'ShortRest':
      return decideShortRest(out, command);
    case 'UseItem':
      return decideUseItem(out, command);
    case 'RefreshItem':
      return decideRefreshItem(out, command);
    case 'Attack':
      return decideAttack(out, command);
    case 'SufferDamage':
      return decideSufferDamage(out, command);
    case 'Heal':
      return decideHeal(out, command);
    case 'AddCondition':
      return decideAddCondition(out, command);
    case 'RemoveCondition':
      return decideRemoveCondition(out, command);
    case 'InfuseElement':
      return decideInfuseElement(out, command);
    case 'ConsumeElement':
      return decideConsumeElement(out, command);
    case 'ShuffleInModifierCard':
      return decideShuffleInModifierCard(out, command);
    case 'AddSummon':
      return decideAddSummon(out, command);
    case 'GainExperience':
      return decideGainExperience(out, command);
    case 'LootMoneyTokens':
      return decideLootMoneyTokens(out, command);
    case 'ExhaustCharacter':
      return decideExhaustCharacter(out, command);
    case 'MarkGoalMet':
      emit(out, { type: 'ScenarioGoalMet', round: out.state.round });
      return undefined;
    case 'MarkLossConditionMet':
      emit(out, { type: 'LossConditionMet', round: out.state.round });
      return undefined;
    case 'EndRound':
      return decideEndRound(out);
    case 'EditBoard':
      return decideEditBoard(out, command);
  }
}

/**
 * Decides what a command does: the events it causes, or the rule it breaks. The only place that
 * draws randomness (from `state.rng`); the drawn outcomes travel in the events. The command
 * arrives parsed: the router, the replay and tests parse raw input with `parseScenarioCommand`.
 */
export function decide(state: ScenarioState, command: ScenarioCommand): Decision {
  if (state.phase === 'ended') {
    return violation(
      'scenario-ended',
      `The scenario has ended (${state.outcome ?? 'no outcome'}); nothing changed. Settle it and return to the campaign.`,
    );
  }
  const out = startEmitter(state);
  const problem = route(out, command);
  return problem === undefined ? { events: out.events } : { violation: problem };
}
