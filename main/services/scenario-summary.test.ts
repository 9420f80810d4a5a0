import { describe, expect, it } from 'vitest';
import { decide, type ScenarioCommandInput, type ScenarioState } from '../../shared/rules/scenario';
import { testScenario } from '../../shared/rules/scenario/test-data';
import { describeScenarioCommand } from './scenario-summary';

/** The history line for a command the engine accepts, as the host writes it. */
function lineFor(state: ScenarioState, command: ScenarioCommandInput): string {
  const decision = decide(state, command);
  if (!('events' in decision)) throw new Error(decision.violation.message);
  return describeScenarioCommand(state, command as never, decision.events);
}

describe('history lines', () => {
  it('say "the Monsters\' deck" and name drawn cards as printed, not by their ids', () => {
    const state = testScenario('gh1');
    expect(lineFor(state, { type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse' })).toBe("Curse shuffled into Monsters' deck");
    expect(lineFor(state, { type: 'ShuffleInModifierCard', deck: 'wren', card: 'bless' })).toBe("Bless shuffled into Wren's deck");
  });
});
