import { z } from 'zod';
import { defineCommand } from '../command-module';
import { decideDrawMonsterAbilityCards } from '../decide-monsters';
import { decideEndRound } from '../decide-round';
import { lineWithAftermath, monsterTypeName, scenarioWords } from '../describe';
import { emit } from '../emitter';
import { wordList } from '../../words';
import { own } from '../../own';

/** The round's monster ability cards revealed, once every character has chosen (see decide-monsters.ts). */
export const drawMonsterAbilityCards = defineCommand(z.object({ type: z.literal('DrawMonsterAbilityCards') }), {
  revealsHiddenInformation: true,
  decide: (out) => decideDrawMonsterAbilityCards(out),
  describe(before, _command, events) {
    const drawn = events.find((e) => e.type === 'MonsterAbilityCardsDrawn');
    const cards =
      drawn?.type === 'MonsterAbilityCardsDrawn'
        ? drawn.draws.map((d) =>
            scenarioWords('abilityCard', {
              name: own(before.monsterTypes, d.drawKey) ? monsterTypeName(before, d.drawKey) : d.deck,
              initiative: d.initiative,
            }),
          )
        : [];
    return scenarioWords('monsterCards', { round: before.round, cards: wordList(cards) });
  },
});

/** The end of the round: decks shuffled, elements wane, the scenario ends or the next round starts (see decide-round.ts). */
export const endRound = defineCommand(z.object({ type: z.literal('EndRound') }), {
  revealsHiddenInformation: true,
  decide: (out) => decideEndRound(out),
  describe: (before, _command, events) => lineWithAftermath(before, events, 'roundEnded', { round: before.round }),
});

/** The party marks the scenario's goal met: it ends after this round (see `outcomeAtEndOfRound`). */
export const markGoalMet = defineCommand(z.object({ type: z.literal('MarkGoalMet') }), {
  revealsHiddenInformation: false,
  decide(out) {
    emit(out, { type: 'ScenarioGoalMet', round: out.state.round });
    return undefined;
  },
  describe: () => scenarioWords('goalMet'),
});

/** The party marks a loss condition met: it ends after this round (see `outcomeAtEndOfRound`). */
export const markLossConditionMet = defineCommand(z.object({ type: z.literal('MarkLossConditionMet') }), {
  revealsHiddenInformation: false,
  decide(out) {
    emit(out, { type: 'LossConditionMet', round: out.state.round });
    return undefined;
  },
  describe: () => scenarioWords('lossMet'),
});
