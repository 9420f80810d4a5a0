export * from './state';
export * from './commands';
export * from './events';
export * from './decide';
export * from './evolve';
export * from './describe';
export * from './violation';
export * from './scenario-requirements';
