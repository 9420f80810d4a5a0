import { z } from 'zod';
import { none, type ChannelSpec } from './common';

export const appChannels = {
  'app.info': {
    input: none,
    output: z.object({
      version: z.string(),
      dataFile: z.string(),
      schemaVersion: z.number(),
      mode: z.enum(['electron', 'browser', 'cli', 'test']),
    }),
  },
} as const satisfies Record<string, ChannelSpec>;
