import { z } from 'zod';
import { defineCommand } from '../command-module';
import { figureWords, scenarioWords } from '../describe';
import { canConsume, ELEMENTS } from '../elements';
import { emit } from '../emitter';
import { stunnedActor } from '../figure-checks';
import { refusedWith } from '../violation';

/** An element infused during a turn becomes strong at its end (see elements.ts); a scenario rule may make it strong at once. */
export const infuseElement = defineCommand(
  z.object({
    type: z.literal('InfuseElement'),
    element: z.enum(ELEMENTS),
    /** A scenario rule that makes the element strong at once rather than at the end of the turn. */
    isImmediate: z.boolean().default(false),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      if (!command.isImmediate && out.state.activeFigure === null) {
        return refusedWith('infuse-outside-turn', 'scenario.infuseOutsideTurn', { element: command.element }).violation;
      }
      const stunned = command.isImmediate ? undefined : stunnedActor(out.state, 'scenario.stunnedInfuse', command.element);
      if (stunned) return stunned;
      emit(out, { type: 'ElementInfused', element: command.element, isImmediate: command.isImmediate });
      return undefined;
    },
    // Each monster of a group infuses on its own turn: naming who infused keeps those lines apart.
    describe: (before, command) =>
      command.isImmediate || !before.activeFigure
        ? scenarioWords('infusedAtOnce', { element: scenarioWords(`elementsCapital.${command.element}`) })
        : scenarioWords('infuses', {
            name: figureWords(before, before.activeFigure),
            element: scenarioWords(`elements.${command.element}`),
          }),
  },
);

/** An element consumed, when the edition lets it be (see elements.ts `canConsume`). */
export const consumeElement = defineCommand(z.object({ type: z.literal('ConsumeElement'), element: z.enum(ELEMENTS) }), {
  revealsHiddenInformation: false,
  decide(out, command) {
    const state = out.state;
    const stunned = stunnedActor(state, 'scenario.stunnedConsume', command.element);
    if (stunned) return stunned;
    if (!canConsume(state.edition, command.element, state.elements, state.elementsAtTurnStart)) {
      return refusedWith(
        'element-not-available',
        state.elements[command.element] === 'inert' ? 'scenario.elementInert' : 'scenario.elementNotAvailable',
        { element: command.element },
      ).violation;
    }
    emit(out, { type: 'ElementConsumed', element: command.element });
    return undefined;
  },
  describe: (before, command) =>
    before.activeFigure
      ? scenarioWords('consumes', { name: figureWords(before, before.activeFigure), element: scenarioWords(`elements.${command.element}`) })
      : scenarioWords('consumed', { element: scenarioWords(`elementsCapital.${command.element}`) }),
});
