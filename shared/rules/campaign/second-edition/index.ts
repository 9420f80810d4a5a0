export * from './commands';
export { decideSecondEdition } from './decide';
export { describeSecondEdition, evolveSecondEdition } from './evolve';
export { milestoneSchema, milestonesToAnnounce, type CampaignMilestone } from './milestones';
