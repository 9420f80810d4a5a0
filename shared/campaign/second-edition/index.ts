export * from './commands';
export { decideSecondEdition } from './decide';
export { describeSecondEdition, evolveSecondEdition } from './evolve';
