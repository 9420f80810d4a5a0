import { z } from 'zod';
import { boardPositionSchema } from '../../board/position';
import { idOf, type ChannelSpec } from './common';

// The hex board of a live scenario session, saved with the session (migration 0005): read it,
// or replace it whole after an edit on the screen. The position is checked against the board's
// own schema before anything is written.

const sessionId = idOf('sessionId');

export const scenarioBoardChannels = {
  'scenarioBoard.get': { input: z.object({ sessionId }).strict(), output: boardPositionSchema.nullable() },
  'scenarioBoard.save': {
    input: z.object({ sessionId, position: boardPositionSchema }).strict(),
    output: z.object({ savedAt: z.string() }),
  },
} as const satisfies Record<string, ChannelSpec>;
