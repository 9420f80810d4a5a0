import { boardPositionSchema } from '../../../shared/board/position';
import { NotFoundError } from '../../services/errors';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/**
 * The board of a scenario session. The board is the party's drawing of the table, not game state:
 * it has no history of its own in the database (the screen keeps undo), and saving it tells no
 * other screen to read the session again.
 */
export function scenarioBoardHandlers(ctx: HandlerContext): Pick<`scenarioBoard.${string}`> {
  const { db } = ctx;
  return {
    'scenarioBoard.get': async ({ sessionId }) => {
      const session = await db.selectFrom('scenario_sessions').select('id').where('id', '=', sessionId).executeTakeFirst();
      if (!session) throw new NotFoundError(`There is no scenario session ${sessionId}. It may have been deleted with its campaign.`);
      const row = await db.selectFrom('scenario_boards').select('position').where('session_id', '=', sessionId).executeTakeFirst();
      if (!row) return null;
      // A board written by an older build that no longer reads as a position starts afresh
      // rather than locking the party out of the screen; the session itself is untouched.
      const parsed = boardPositionSchema.safeParse(JSON.parse(row.position));
      return parsed.success ? parsed.data : null;
    },
    'scenarioBoard.save': ({ sessionId, position }) =>
      // One transaction: the session is checked and the board replaced together, or not at all.
      db.transaction().execute(async (trx) => {
        const session = await trx.selectFrom('scenario_sessions').select('id').where('id', '=', sessionId).executeTakeFirst();
        if (!session) throw new NotFoundError(`There is no scenario session ${sessionId}; the board was not saved.`);
        const savedAt = new Date().toISOString();
        const text = JSON.stringify(position);
        await trx
          .insertInto('scenario_boards')
          .values({ session_id: sessionId, position: text, updated_at: savedAt })
          .onConflict((oc) => oc.column('session_id').doUpdateSet({ position: text, updated_at: savedAt }))
          .execute();
        return { savedAt };
      }),
  };
}
