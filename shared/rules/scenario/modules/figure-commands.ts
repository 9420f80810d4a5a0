import { z } from 'zod';
import { defineCommand } from '../command-module';
import { conditionSchema, figureRefSchema } from '../command-schemas';
import { conditionsOf, hasCondition, withoutConditions } from '../conditions';
import { conditionEvents, damageEvents, healEvents } from '../damage';
import { figureWords, lineWithAftermath, scenarioWords } from '../describe';
import { emit } from '../emitter';
import { missingFigure, stunnedActor } from '../figure-checks';
import { describeFigure, figureView } from '../figures';
import { immunitiesOf } from '../monster-stats';
import { refusedWith } from '../violation';
import { handOf } from '../hand';

/** Damage from a trap, hazardous terrain or another source; shield does not apply (2nd ed. refresher: "Shield only reduces damage from attacks"). */
export const sufferDamage = defineCommand(
  z.object({
    type: z.literal('SufferDamage'),
    figure: figureRefSchema,
    amount: z.number().int().min(0),
    source: z.enum(['trap', 'hazardousTerrain', 'other']),
    /** A character loses one card from its hand or two from its discard pile instead (1st ed. rulebook p. 28). */
    negateDamage: z.boolean().default(false),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
      // Any damage dealt to a character may be negated by losing cards (1st ed. rulebook p. 28
      // "Character Damage"; 2nd ed. rulebook "Character Damage"); a monster or a summon has none to lose.
      if (command.negateDamage && command.figure.kind !== 'character') {
        return refusedWith('only-characters-negate', 'scenario.onlyCharactersNegateDamage', {
          name: describeFigure(out.state, command.figure),
        }).violation;
      }
      // A kept hand loses the cards it names, through LoseCardsForDamage (modules/hand-damage.ts).
      if (command.negateDamage && handOf(out.state, command.figure.id) !== undefined)
        return refusedWith('name-lost-cards', 'scenario.loseCardsByName', { name: describeFigure(out.state, command.figure) }).violation;
      emit(out, ...damageEvents(out.state, command.figure, command.amount, command.source, command.negateDamage));
      return undefined;
    },
    describe(before, command, events) {
      // What the figure suffers (after ward), not what was dealt.
      const suffered = events.find((e) => e.type === 'DamageSuffered');
      if (suffered?.type === 'DamageSuffered' && suffered.negated) {
        return lineWithAftermath(before, events, 'negates', { name: figureWords(before, command.figure), amount: suffered.negated });
      }
      return lineWithAftermath(before, events, 'suffers', {
        name: figureWords(before, command.figure),
        amount: suffered?.type === 'DamageSuffered' ? suffered.amount : command.amount,
      });
    },
  },
);

/** A heal ability on a figure (see damage.ts); a stunned figure heals no one on its turn. */
export const heal = defineCommand(z.object({ type: z.literal('Heal'), figure: figureRefSchema, amount: z.number().int().min(0) }), {
  revealsHiddenInformation: false,
  decide(out, command) {
    if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
    const stunned = stunnedActor(out.state, 'scenario.stunnedHeal');
    if (stunned) return stunned;
    emit(out, ...healEvents(out.state, command.figure, command.amount, true));
    return undefined;
  },
  describe: (before, command) => scenarioWords('heals', { name: figureWords(before, command.figure), amount: command.amount }),
});

/** Only the edition's own conditions can be given (see conditions.ts). */
export const addCondition = defineCommand(
  z.object({ type: z.literal('AddCondition'), figure: figureRefSchema, condition: conditionSchema }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      if (figureView(out.state, command.figure) === undefined) return missingFigure(out.state, command.figure);
      if (!conditionsOf(out.state.edition).includes(command.condition)) {
        return refusedWith('condition-not-in-edition', 'scenario.conditionNotInEdition', { condition: command.condition }).violation;
      }
      if (immunitiesOf(out.state, command.figure).includes(command.condition)) {
        return refusedWith('immune', 'scenario.immune', {
          name: describeFigure(out.state, command.figure),
          condition: command.condition,
        }).violation;
      }
      emit(out, ...conditionEvents(out.state, command.figure, [command.condition], 'command'));
      return undefined;
    },
    describe: (before, command) =>
      scenarioWords('conditionAdded', {
        name: figureWords(before, command.figure),
        condition: scenarioWords(`conditions.${command.condition}`),
      }),
  },
);

/** A condition taken off a figure by hand (an ability, or a mistake put right). */
export const removeCondition = defineCommand(
  z.object({ type: z.literal('RemoveCondition'), figure: figureRefSchema, condition: conditionSchema }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const view = figureView(out.state, command.figure);
      if (view === undefined) return missingFigure(out.state, command.figure);
      if (!hasCondition(view.conditions, command.condition)) {
        return refusedWith('condition-absent', 'scenario.conditionAbsent', { name: view.name, condition: command.condition }).violation;
      }
      emit(out, {
        type: 'ConditionsChanged',
        figure: command.figure,
        conditions: withoutConditions(view.conditions, [command.condition]),
        added: [],
        removed: [command.condition],
        cause: 'command',
      });
      return undefined;
    },
    describe: (before, command) =>
      scenarioWords('conditionRemoved', {
        name: figureWords(before, command.figure),
        condition: scenarioWords(`conditions.${command.condition}`),
      }),
  },
);
