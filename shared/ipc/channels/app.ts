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
    changesNothing: "the version and the data file's place stay the same while Haven runs",
  },
} as const satisfies Record<string, ChannelSpec>;
