export { nextInt, nextUint32, seedRng, type RngState } from './sfc32';
export { rngStateSchema } from './rng-schema';
export { pickOne, shuffle } from './shuffle';
