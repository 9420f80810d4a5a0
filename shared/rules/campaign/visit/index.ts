export * from './commands';
export { evolveVisit } from './evolve';
export { describeVisit } from './describe';
export * from './next-scenario';
