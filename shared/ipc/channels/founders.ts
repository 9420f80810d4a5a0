import { z } from 'zod';
import { foundersCommandSchema, foundersStateSchema, resourceKindSchema } from '../../rules/founders';
import { idOf, none, type ChannelSpec } from './common';

// Founders of Gloomhaven games: a game is set up when it is created; every later change is one
// engine command, stored with its events so it can be undone and redone.

const gameId = idOf('gameId');
const word = (what: string) => z.string().trim().min(1, `${what} must not be empty`).max(40, `${what} is at most 40 characters`);

export const newFoundersGameSchema = z.object({
  name: z.string().trim().min(1, 'the game needs a name').max(80, 'the name is at most 80 characters'),
  /** In player order: the starting player first, then clockwise (Setup). */
  players: z
    .array(z.object({ colour: word('a colour'), race: word('a race') }))
    .min(1, 'a game has 1 to 4 players')
    .max(4, 'a game has 1 to 4 players'),
  /** The rulebook's resource tree, or an empty one the players fill in from their own tiles. */
  resourceTree: z.enum(['rulebook', 'entered']).default('rulebook'),
  /** Resources entered at creation when resourceTree is "entered". */
  resources: z.array(resourceKindSchema).optional(),
  /** Basic resources no player claimed (Setup: 2- or 3-player games have two). */
  neutralResources: z.array(word('a neutral resource')).max(8).default([]),
  startingMoney: z.number().int().min(0).max(99).optional(),
});
export type NewFoundersGame = z.input<typeof newFoundersGameSchema>;
export type NewFoundersGameParsed = z.output<typeof newFoundersGameSchema>;

export const foundersSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  players: z.array(z.object({ colour: z.string(), race: z.string(), points: z.number() })),
  winner: z.string().nullable(),
  updatedAt: z.string(),
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
  'founders.list': { input: none, output: z.array(foundersSummarySchema) },
  'founders.create': { input: newFoundersGameSchema, output: foundersViewSchema },
  'founders.get': { input: z.object({ gameId }).strict(), output: foundersViewSchema },
  'founders.execute': { input: z.object({ gameId, command: foundersCommandSchema }).strict(), output: foundersViewSchema },
  'founders.undo': { input: z.object({ gameId }).strict(), output: foundersViewSchema },
  'founders.redo': { input: z.object({ gameId }).strict(), output: foundersViewSchema },
  'founders.delete': {
    input: z.object({ gameId, confirmName: z.string() }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  'founders.history': {
    input: z.object({ gameId, limit: z.number().int().min(1).max(5000).optional() }).strict(),
    output: z.array(foundersHistoryEntrySchema),
  },
} as const satisfies Record<string, ChannelSpec>;

/** The host event every Founders change sends, so open screens read the game again. */
export const foundersChangedSchema = z.object({ gameId: z.string().nullable() });
