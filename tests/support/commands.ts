import { scenarioCommandSchema, type ScenarioCommand, type ScenarioCommandInput } from '@shared/rules/scenario';

/**
 * A scenario command parsed as the router parses it at the boundary: the scenario service takes
 * parsed commands only, so tests that call it directly parse first (bad input throws here).
 */
export function parsed(command: ScenarioCommandInput): ScenarioCommand {
  return scenarioCommandSchema.parse(command);
}
