export { nextInt, nextUint32, seedRng, type RngState } from './sfc32';
export { pickOne, shuffle } from './shuffle';
