import { z } from 'zod';
import { monsterTurnQuerySchema, type Reason } from '../../monster-ai';
import type { ChannelSpec } from './common';

const hex = z.tuple([z.number(), z.number()]).readonly();

/** The monster AI as the scenario screen uses it: a monster-turn/1 query in, the answer out. */
export const monsterAiChannels = {
  'monsterAi.solve': {
    input: monsterTurnQuerySchema,
    output: z.object({
      format: z.literal('monster-turn-answer/1'),
      options: z.array(
        z.object({
          moveTo: hex,
          path: z.array(hex),
          attacks: z.array(z.string()),
          focus: z.array(z.string()),
          headingFor: z.array(hex),
          area: z.array(hex).optional(),
        }),
      ),
      explanation: z.array(z.string()),
      /** The explanation as catalog keys and values (shared/monster-ai/reasons.ts): the screen words it. */
      reasons: z.array(z.custom<Reason>()).optional(),
    }),
    changesNothing: 'a calculation over the board it is sent',
  },
} as const satisfies Record<string, ChannelSpec>;
