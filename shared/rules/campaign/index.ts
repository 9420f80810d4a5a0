export * from './edition';
export * from './levels';
export * from './prosperity';
export * from './reputation';
export * from './donations';
export * from './checkmarks';
export * from './retirement';
export * from './starting-gold';
