import { z } from 'zod';
import { says } from '../../rules/says';
import { aoeSchema } from '../../map/position';
import { boardPositionSchema } from '../../map/position';
import { changed, on } from '../host-events';
import { idOf, none, writes, type ChannelSpec } from './common';

// What the party draws outside the rules: monster cards' area pictures and the Monster AI page's
// board. Stored by the host, so they are backed up, exported with a campaign and seen from every device.

const sessionId = idOf('sessionId');
const name = (what: string) => z.string().min(1, `${what} is not named`).max(200, `${what}'s name is too long: at most 200 characters`);
/** An area picture; the largest printed areas have about a dozen hexes. */
const area = aoeSchema.extend({ cells: aoeSchema.shape.cells.max(61, says('files.schema.areaHexes', { max: 61 })) }).nullable();
const drawnArea = z.object({ deck: name('the deck'), cardId: name('the card'), area }).strict();
export type DrawnCardArea = z.output<typeof drawnArea>;

export const drawingChannels = {
  /** The areas the party drew for the cards of a session's pack (or of the session, without a pack). */
  // A pack's card areas are shared by its sessions: every session's areas are read again.
  'drawings.cardAreas': { input: z.object({ sessionId }).strict(), output: z.array(drawnArea), readsAgainOn: [on('drawings.changed')] },
  /** Draws (or, with area null, says "no area") one card's area; answers with all of them. */
  'drawings.drawCardArea': writes({
    input: drawnArea.extend({ sessionId }).strict(),
    output: z.array(drawnArea),
    changes: ({ sessionId }) => [changed.cardAreas(sessionId)],
  }),
  /**
   * Takes over areas an older Haven kept in one browser's storage: only cards with no area stored
   * yet are written, so a second device's copy never replaces what was drawn since.
   */
  'drawings.takeOverCardAreas': writes({
    input: z.object({ sessionId, areas: z.array(drawnArea).max(2000, says('files.schema.areasAtOnce', { max: 2000 })) }).strict(),
    output: z.array(drawnArea),
    changes: ({ sessionId }) => [changed.cardAreas(sessionId)],
  }),
  /** The board being drawn on the Monster AI page, or null before anything was drawn. */
  'drawings.boardDraft': {
    input: none,
    output: z.object({ position: boardPositionSchema.nullable() }),
    changesNothing: 'read once when the Monster AI page opens (its own saves are the only change)',
  },
  'drawings.saveBoardDraft': {
    input: z.object({ position: boardPositionSchema }).strict(),
    output: z.object({ saved: z.literal(true) }),
    // The page reads its draft when it opens, and a save follows every few edits.
    changesNothing: 'the page that saves the draft is the one that shows it; it reads it again when it opens',
  },
} as const satisfies Record<string, ChannelSpec>;
