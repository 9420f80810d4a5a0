export * from './commands';
export { describeSecondEdition, evolveSecondEdition } from './evolve';
export { milestoneSchema, milestonesToAnnounce, type CampaignMilestone } from './milestones';
