export * from './events';
export { evolveQuests } from './evolve';
export { describeQuests } from './describe';
