export * from './campaign-file';
export * from './exchange-error';
export * from './limits';
export * from './validate-campaign-file';
export * from './ghs/ghs-character';
export * from './ghs/ghs-shapes';
export * from './ghs/map-ghs';
export * from './ghs/read-ghs-backup';
