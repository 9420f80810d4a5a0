import { campaignCommandSchema, type CampaignCommandInput } from './commands';
import { decideCampaign } from './decide';
import { evolveCampaignAll } from './evolve';
import type { CampaignState } from './state';
import { RuleViolation } from './violation';

/** Tests: parses and applies commands in turn; a refusal throws its sentence as a RuleViolation. */
export function run(state: CampaignState, ...inputs: CampaignCommandInput[]): CampaignState {
  return inputs.reduce((current, input) => {
    const decision = decideCampaign(current, campaignCommandSchema.parse(input));
    if ('violation' in decision) throw new RuleViolation(decision.violation.message);
    return evolveCampaignAll(current, decision.events);
  }, state);
}

/** Tests: the events a command decides to; a refusal throws its sentence as a RuleViolation. */
export function eventsOf(state: CampaignState, input: CampaignCommandInput) {
  const decision = decideCampaign(state, campaignCommandSchema.parse(input));
  if ('violation' in decision) throw new RuleViolation(decision.violation.message);
  return decision.events;
}

type Settlement = Extract<CampaignCommandInput, { type: 'ApplyScenarioSettlement' }>;

/**
 * Tests: Black Barrow (scenario 1) settled with `outcome`; each character's line as given, a bare
 * id for one who gains nothing; the rest of the command (rewards, kills, a name) from `more`.
 */
export function blackBarrowSettled(
  outcome: 'success' | 'failure',
  characters: Array<string | Settlement['characters'][number]>,
  more: Partial<Omit<Settlement, 'type' | 'scenarioId' | 'outcome' | 'characters'>> = {},
): Settlement {
  return {
    type: 'ApplyScenarioSettlement',
    scenarioId: '1',
    outcome,
    characters: characters.map((line) => (typeof line === 'string' ? { characterId: line, experience: 0, gold: 0, checkmarks: 0 } : line)),
    ...more,
  };
}
