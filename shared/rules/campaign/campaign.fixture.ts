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
