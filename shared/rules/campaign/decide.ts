import type { CampaignCommand } from './commands';
import { campaignCommandModule } from './commands';
import type { CampaignEvent } from './events';
import type { CampaignState } from './state';
import { violation, type Decision } from '../engine';
import { englishRefusal, type Refusal } from '../refusal';
import { milestonesToAnnounce } from './second-edition';
import { phaseRefusal } from './phase';
import { reputationBoxesReached } from './reputation-boxes';
import { emit, startEmitter } from './command-module';

export { perkAllowance } from './character-commands';

/**
 * Checks a command against the rules and the campaign as it is, and says what happens: the events,
 * or the rule it breaks (nothing changes). Where the party is decides what it may do (phase.ts);
 * the command's own rule is its module's (commands.ts lists them), and answers its refusal as a
 * value, never by throwing.
 */
export function decideCampaign(state: CampaignState, command: CampaignCommand): Decision<CampaignEvent> {
  const refusedByPhase = phaseRefusal(state, command);
  if (refusedByPhase) return refused(refusedByPhase);
  const out = startEmitter(state);
  const refusal = campaignCommandModule(command.type).decide(out, command as never);
  if (refusal) return refused(refusal.refused);
  // 1st edition: the reputation track's boxes act once when reached (p. 49).
  if (out.events.length > 0) emit(out, ...reputationBoxesReached(out.state));
  // 2nd edition: the milestones the campaign sheet's tracks now reach, each announced once with the
  // section to read (2nd ed. rulebook, "Campaign Sheet": a track's marked boxes name a section to read when reached).
  if (state.edition === 'gh2' && out.events.length > 0) {
    emit(out, ...milestonesToAnnounce(out.state).map((milestone): CampaignEvent => ({ type: 'MilestoneReached', milestone })));
  }
  return { events: out.events };
}

function refused(data: Refusal): Decision<CampaignEvent> {
  return violation('campaign-rule', englishRefusal(data), data);
}
