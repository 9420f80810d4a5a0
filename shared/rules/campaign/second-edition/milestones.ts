import { z } from 'zod';
import { FACTIONS } from '../factions';

/**
 * A 2nd-edition campaign milestone: a marked box on a track of the campaign sheet. When the party
 * reaches it, they read the section printed beside it (2nd ed. rulebook, "Campaign Sheet":
 * prosperity, faction reputation and imbuement tracks carry section numbers to read "as soon as
 * the marked box is reached"). Some reputation boxes count only once the scenarios named are done.
 */
export const milestoneSchema = z.object({
  track: z.enum(['prosperity', 'reputation', 'imbuement']),
  faction: z.enum(FACTIONS).optional(),
  value: z.number().int(),
  section: z.string().min(1).max(40),
  name: z.string().min(1).max(120),
  requiresCompleted: z.array(z.string().max(40)).max(20),
});
export type CampaignMilestone = z.infer<typeof milestoneSchema>;

/** The parts of a campaign the milestones read (the campaign state has them; no import, no cycle). */
interface Tracks {
  party: { prosperityCheckmarks: number; factionReputation: Record<(typeof FACTIONS)[number], number> };
  scenarios: readonly { id: string; isCompleted: boolean }[];
  secondEdition: { milestones: readonly CampaignMilestone[]; reached: readonly string[]; imbuement: number };
}

/** Where a milestone's track stands in this campaign (prosperity counts checkmarks). */
export function trackValue(state: Tracks, milestone: CampaignMilestone): number {
  if (milestone.track === 'prosperity') return state.party.prosperityCheckmarks;
  if (milestone.track === 'imbuement') return state.secondEdition.imbuement;
  return milestone.faction ? state.party.factionReputation[milestone.faction] : 0;
}

/**
 * The milestones the campaign has reached and not yet announced. A reputation milestone below 0
 * is reached going down; any other going up. A milestone is read once: after it is announced it
 * stays read even if the track moves back and forth.
 */
export function milestonesToAnnounce(state: Tracks): CampaignMilestone[] {
  const completed = new Set(state.scenarios.filter((scenario) => scenario.isCompleted).map((scenario) => scenario.id.toLowerCase()));
  return state.secondEdition.milestones.filter((milestone) => {
    if (state.secondEdition.reached.includes(milestone.section)) return false;
    if (!milestone.requiresCompleted.every((index) => completed.has(index.toLowerCase()))) return false;
    const value = trackValue(state, milestone);
    return milestone.value < 0 ? value <= milestone.value : value >= milestone.value;
  });
}
