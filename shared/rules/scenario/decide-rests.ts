import type { CommandOf } from './command-schemas';
import { damageEvents, healEvents } from './damage';
import { emit, type Emitter } from './emitter';
import { nextTurn } from './initiative';
import { hasTakenStep } from './turn-steps';
import { violation, type RuleViolation } from './violation';

/** The heal a long rest performs: "Heal 2, Self" (1st ed. rulebook p. 17; 2nd ed. rulebook p. 36). */
export const LONG_REST_HEAL = 2;

/**
 * A long rest is the character's whole turn at initiative 99. The player loses one card of their
 * choice from the discard pile (the cards stay on the table, so Haven only says so). The 1st
 * edition's long rest always heals 2 and refreshes every spent item (rulebook p. 17 "Resting");
 * in the 2nd edition both are optional (rulebook p. 36 "Resting"; refresher: "optionally heal two
 * on yourself, and optionally recover all spent items").
 */
export function decideLongRest(out: Emitter, command: CommandOf<'LongRest'>): RuleViolation | undefined {
  const state = out.state;
  const active = state.phase === 'turns' ? state.activeFigure : null;
  const character = active?.kind === 'character' ? state.characters[active.id] : undefined;
  if (active === null || active === undefined || character === undefined)
    return violation('not-resting-turn', "A long rest is taken on the resting character's turn; no character's turn is in progress.")
      .violation;
  if (character.initiative?.kind !== 'longRest')
    return violation(
      'not-long-resting',
      `${character.name} played two cards this round, not a long rest; nothing changed. A long rest is declared at card selection.`,
    ).violation;
  if (hasTakenStep(state, active, 'longRest'))
    return violation('rested-already', `${character.name} has already taken this turn's long rest; nothing changed.`).violation;
  if (state.edition === 'gh1' && (!command.heal || !command.refreshItems))
    return violation(
      'long-rest-heals',
      `In the 1st edition a long rest always heals 2 and refreshes every spent item (rulebook p. 17); ${character.name}'s rest was not taken.`,
    ).violation;
  emit(out, {
    type: 'LongRested',
    characterId: character.id,
    round: state.round,
    heals: command.heal,
    refreshesItems: command.refreshItems,
  });
  if (command.heal) emit(out, ...healEvents(out.state, active, LONG_REST_HEAL, true));
  // Spent items only: consumed ones wait for the end of the scenario or a refresh ability.
  const spent = (character.items ?? []).filter((item) => item.status === 'spent').map((item) => item.name);
  if (command.refreshItems && spent.length > 0) emit(out, { type: 'ItemsRefreshed', characterId: character.id, items: spent });
  return undefined;
}

/**
 * A short rest happens in the cleanup at the end of the round, once every figure has acted (1st ed.
 * rulebook p. 17 "Resting"; 2nd ed. rulebook p. 36): one random card from the discard pile is lost
 * (the players draw it), and once per rest the character may suffer 1 damage to lose a different
 * random card instead. One short rest per character per round.
 */
export function decideShortRest(out: Emitter, command: CommandOf<'ShortRest'>): RuleViolation | undefined {
  const state = out.state;
  const character = state.characters[command.characterId];
  if (character === undefined)
    return violation('unknown-character', 'That character is not in this scenario; no short rest was noted.').violation;
  if (character.isExhausted)
    return violation('exhausted', `${character.name} is exhausted and takes no more part in the scenario; no short rest was noted.`)
      .violation;
  if (state.phase !== 'turns' || state.activeFigure !== null || nextTurn(state) !== undefined)
    return violation(
      'not-cleanup',
      `A short rest is taken at the end of the round, after every figure's turn; ${character.name}'s short rest was not noted.`,
    ).violation;
  if ((state.shortRestedThisRound ?? []).includes(character.id))
    return violation('rested-already', `${character.name} has already short rested this round; nothing changed.`).violation;
  emit(out, { type: 'ShortRested', characterId: character.id, round: state.round, keptCard: command.sufferDamageToKeep });
  if (command.sufferDamageToKeep) emit(out, ...damageEvents(out.state, { kind: 'character', id: character.id }, 1, 'other'));
  return undefined;
}
