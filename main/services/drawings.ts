import type { Kysely, Transaction } from 'kysely';
import { aoeSchema, boardPositionSchema, type BoardPosition } from '@shared/map/position';
import type { DrawnCardArea } from '@shared/ipc/channels/drawings';
import type { Database } from '../db/schema';
import { NotFoundError, refusedRequest } from './errors';

type Db = Kysely<Database> | Transaction<Database>;

/** The Monster AI page's board: one draft for now, named so that more can follow. */
export const MONSTER_AI_DRAFT = 'monster-ai';

/** Whose areas a session's cards use: its pack's (shared by every session of the pack) or its own. */
export interface AreaOwner {
  owner: string;
  sessionId: string | null;
}

export async function areaOwnerOf(db: Db, sessionId: string): Promise<AreaOwner> {
  const session = await db.selectFrom('scenario_sessions').select(['pack_id']).where('id', '=', sessionId).executeTakeFirst();
  if (!session) throw refusedRequest(NotFoundError, 'host.missing.scenarioDrawings');
  return session.pack_id === null ? { owner: `session:${sessionId}`, sessionId } : { owner: session.pack_id, sessionId: null };
}

/** An area as stored, or undefined when the text no longer reads as one (left out rather than trusted). */
function readArea(text: string | null): DrawnCardArea['area'] | undefined {
  if (text === null) return null;
  try {
    const parsed = aoeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function areasOf(db: Db, owner: string): Promise<DrawnCardArea[]> {
  const rows = await db.selectFrom('card_areas').selectAll().where('owner', '=', owner).orderBy('deck').orderBy('card_id').execute();
  return rows.flatMap((row) => {
    const area = readArea(row.area);
    return area === undefined ? [] : [{ deck: row.deck, cardId: row.card_id, area }];
  });
}

export function createDrawingService(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();

  /** Writes areas in one transaction; with `keepDrawn`, cards that already have one are left alone. */
  const write = (sessionId: string, areas: readonly DrawnCardArea[], keepDrawn: boolean) =>
    db.transaction().execute(async (trx) => {
      const { owner, sessionId: ownSession } = await areaOwnerOf(trx, sessionId);
      const at = now();
      for (const { deck, cardId, area } of areas) {
        const row = {
          owner,
          session_id: ownSession,
          deck,
          card_id: cardId,
          area: area === null ? null : JSON.stringify(area),
          updated_at: at,
        };
        await trx
          .insertInto('card_areas')
          .values(row)
          .onConflict((c) =>
            keepDrawn
              ? c.columns(['owner', 'deck', 'card_id']).doNothing()
              : c.columns(['owner', 'deck', 'card_id']).doUpdateSet({ area: row.area, updated_at: at }),
          )
          .execute();
      }
      return areasOf(trx, owner);
    });

  return {
    async cardAreas(sessionId: string): Promise<DrawnCardArea[]> {
      return areasOf(db, (await areaOwnerOf(db, sessionId)).owner);
    },
    drawCardArea: (sessionId: string, area: DrawnCardArea) => write(sessionId, [area], false),
    takeOverCardAreas: (sessionId: string, areas: readonly DrawnCardArea[]) => write(sessionId, areas, true),

    /** The draft, or null when there is none or it no longer reads as a board position. */
    async boardDraft(name: string): Promise<BoardPosition | null> {
      const row = await db.selectFrom('board_drafts').select('position').where('name', '=', name).executeTakeFirst();
      if (!row) return null;
      try {
        const parsed = boardPositionSchema.safeParse(JSON.parse(row.position));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    async saveBoardDraft(name: string, position: BoardPosition): Promise<void> {
      const text = JSON.stringify(position);
      const at = now();
      await db
        .insertInto('board_drafts')
        .values({ name, position: text, updated_at: at })
        .onConflict((c) => c.column('name').doUpdateSet({ position: text, updated_at: at }))
        .execute();
    },
  };
}

export type DrawingService = ReturnType<typeof createDrawingService>;
