export * from './commands';
export { decideVisit } from './decide';
export { evolveVisit } from './evolve';
export { describeVisit } from './describe';
export * from './next-scenario';
