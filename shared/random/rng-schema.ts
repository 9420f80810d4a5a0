import { z } from 'zod';
import type { RngState } from './sfc32';

/** A stored generator state: four unsigned 32-bit words (see sfc32.ts). */
export const rngStateSchema = z.custom<RngState>(
  (value) => Array.isArray(value) && value.length === 4 && value.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32),
  'the generator state is four 32-bit words',
);
