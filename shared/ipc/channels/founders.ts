import { z } from 'zod';
import { says } from '../../rules/says';
import { foundersCommandSchema, foundersStateSchema, resourceKindSchema, startingMoneySchema } from '../../rules/founders';
import type { RefusalKey } from '../../rules/refusal';
import { changed, on } from '../host-events';
import { idOf, none, writes, type ChannelSpec } from './common';

// Founders of Gloomhaven games: a game is set up when it is created; every later change is one
// engine command, stored with its events so it can be undone and redone.

const gameId = idOf('gameId');
const ofGame = z.object({ gameId }).strict();
const readsGame = [on('founders.changed', 'gameId')];
const changesGame = ({ gameId }: { gameId: string }) => [changed.founders(gameId)];
/** A word a player types (a colour, a race, a resource): its own sentences when empty or too long (issue 18). */
const word = (empty: RefusalKey, long: RefusalKey) =>
  z
    .string()
    .trim()
    .min(1, says(empty))
    .max(40, says(long, { max: 40 }));

export const newFoundersGameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, says('files.schema.gameName'))
    .max(80, says('files.schema.gameNameLong', { max: 80 })),
  /** In player order: the starting player first, then clockwise (Setup). */
  players: z
    .array(
      z.object({
        colour: word('founders.schema.colour', 'founders.schema.colourLong'),
        race: word('founders.schema.race', 'founders.schema.raceLong'),
      }),
    )
    .min(1, says('files.schema.players'))
    .max(4, says('files.schema.players')),
  /** The rulebook's resource tree, or an empty one the players fill in from their own tiles. */
  resourceTree: z.enum(['rulebook', 'entered']).default('rulebook'),
  /** Resources entered at creation when resourceTree is "entered". */
  resources: z.array(resourceKindSchema).optional(),
  /** Basic resources no player claimed (Setup: 2- or 3-player games have two). */
  neutralResources: z
    .array(word('founders.schema.resource', 'founders.schema.resourceLong'))
    .max(8, says('founders.schema.neutralMost', { max: 8 }))
    .default([]),
  startingMoney: startingMoneySchema.max(99, says('founders.schema.startingMoneyMost', { max: 99 })).optional(),
});
export type NewFoundersGame = z.input<typeof newFoundersGameSchema>;
export type NewFoundersGameParsed = z.output<typeof newFoundersGameSchema>;

export const foundersSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  players: z.array(z.object({ colour: z.string(), race: z.string(), points: z.number() })),
  winner: z.string().nullable(),
  updatedAt: z.string(),
  /** Its saved state cannot be read back (damaged inside the data file): listed by name, refused when opened. */
  isDamaged: z.boolean().default(false),
});
export type FoundersSummary = z.infer<typeof foundersSummarySchema>;

export const foundersViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: foundersStateSchema,
  canUndo: z.boolean(),
  canRedo: z.boolean(),
});
export type FoundersView = z.infer<typeof foundersViewSchema>;

export const foundersHistoryEntrySchema = z.object({
  seq: z.number(),
  summary: z.string(),
  at: z.string(),
  isUndone: z.boolean(),
  commandType: z.string(),
});
export type FoundersHistoryEntry = z.infer<typeof foundersHistoryEntrySchema>;

export const foundersChannels = {
  'founders.list': { input: none, output: z.array(foundersSummarySchema), readsAgainOn: readsGame },
  'founders.create': writes({
    input: newFoundersGameSchema,
    output: foundersViewSchema,
    changes: (_, view) => [changed.founders(view.id)],
  }),
  'founders.get': { input: ofGame, output: foundersViewSchema, readsAgainOn: readsGame },
  'founders.execute': writes({
    input: z.object({ gameId, command: foundersCommandSchema }).strict(),
    output: foundersViewSchema,
    changes: changesGame,
  }),
  'founders.undo': writes({ input: ofGame, output: foundersViewSchema, changes: changesGame }),
  'founders.redo': writes({ input: ofGame, output: foundersViewSchema, changes: changesGame }),
  'founders.delete': writes({
    input: z.object({ gameId, confirmName: z.string() }).strict(),
    output: z.object({ deleted: z.literal(true) }),
    changes: changesGame,
  }),
  'founders.history': {
    input: z.object({ gameId, limit: z.number().int().min(1).max(5000).optional() }).strict(),
    output: z.array(foundersHistoryEntrySchema),
    readsAgainOn: readsGame,
  },
} as const satisfies Record<string, ChannelSpec>;
