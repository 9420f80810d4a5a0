// The Founders of Gloomhaven scoring engine: plain JSON state, pure rules, decide/evolve for history.
export * from './game-state';
export * from './resource-tree';
export * from './payout';
export * from './apply-payout';
export * from './vote';
export * from './income';
export * from './final-scores';
export * from './costs';
export * from './player-order';
export * from './commands';
export * from './events';
export { decide, MOST_HOUSES } from './decide';
export { COMPLETION_TOKENS_TO_END } from './decide-prestige';
export { STARTING_MONEY } from './decide-setup';
export { evolve } from './evolve';
export { foundersEngine } from './engine';
