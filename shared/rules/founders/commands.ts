import { z } from 'zod';
import { prestigeRequirementSchema, refused, resourceKindSchema, supplySchema, type Violation } from './game-state';
import { voteTiles } from './vote';

// The commands the host sends to decide(), as zod schemas so the host checks input at its boundary.
// Commands are imperative; decide() answers with past-tense events or a violation.

const name = z.string().trim().min(1);
const count = z.number().int().min(0);
const change = z.number().int().optional();

const newTileSchema = z.object({ id: name, resource: name });

export const setUpGameSchema = z.object({
  type: z.literal('SetUpGame'),
  /** In player order: the starting player first, then clockwise (Setup). */
  players: z
    .array(z.object({ colour: name, race: name }))
    .min(1)
    .max(4),
  /** The resource tree as entered for this game; the rulebook's part of it when left out. */
  resources: z.array(resourceKindSchema).optional(),
  /** Basic resources no player claimed (2- or 3-player games). */
  neutralResources: z.array(name).optional(),
  /** Money each player starts with; 7 when left out (Setup). */
  startingMoney: count.optional(),
  /** Trade stall tiles placed during setup, each with its owner's colour. */
  tiles: z.array(z.object({ id: name, resource: name, owner: name })).optional(),
});

export const enterResourceSchema = z.object({
  type: z.literal('EnterResource'),
  /** A resource as printed on its tile; replaces an earlier entry of the same resource. */
  resource: resourceKindSchema,
});

export const importResourceSchema = z.object({
  type: z.literal('ImportResource'),
  tile: newTileSchema,
  /** A player's colour, or "neutral" for a neutral trade stall (Trade). */
  owner: name,
});

export const buildResourceSchema = z.object({
  type: z.literal('BuildResource'),
  player: name,
  tile: newTileSchema,
  /** One tile per prerequisite; an advanced one may name its own supplies in "from". */
  from: z.array(supplySchema).min(1),
});

export const deliverToPrestigeSchema = z.object({
  type: z.literal('DeliverToPrestige'),
  /** The prestige building's id. */
  building: name,
  supply: supplySchema,
});

export const placeBuildingSchema = z.object({
  type: z.literal('PlaceBuilding'),
  building: z.object({ id: name, name, requires: z.array(prestigeRequirementSchema).min(1) }),
});

export const buildHouseSchema = z.object({ type: z.literal('BuildHouse'), player: name });

export const resolveVoteSchema = z.object({
  type: z.literal('ResolveVote'),
  caller: name,
  votes: z.array(
    z.object({
      player: name,
      proposal: z.enum(voteTiles),
      fleetingInfluence: count,
      lastingInfluence: count,
    }),
  ),
  tieChoice: z.enum(voteTiles).optional(),
});

export const collectIncomeSchema = z.discriminatedUnion('reason', [
  z.object({ type: z.literal('CollectIncome'), reason: z.literal('callToVote'), caller: name }),
  z.object({ type: z.literal('CollectIncome'), reason: z.literal('incomeAction'), player: name }),
]);

export const adjustScoreSchema = z.object({
  type: z.literal('AdjustScore'),
  player: name,
  /** Changes, not totals: +3 points, -4 money. */
  points: change,
  money: change,
  fleetingInfluence: change,
  lastingInfluence: change,
  /** Shown in the history: "recruited the Shepherd", "paid for an upgrade", "corrected a slip". */
  reason: name,
});

export const endGameSchema = z.object({
  type: z.literal('EndGame'),
  /** The player holding the active player token; final ties go to the closest player to them. */
  activePlayer: name,
});

export const foundersCommandSchema = z.discriminatedUnion('type', [
  setUpGameSchema,
  enterResourceSchema,
  importResourceSchema,
  buildResourceSchema,
  deliverToPrestigeSchema,
  placeBuildingSchema,
  buildHouseSchema,
  resolveVoteSchema,
  collectIncomeSchema,
  adjustScoreSchema,
  endGameSchema,
]);

export type FoundersCommand = z.infer<typeof foundersCommandSchema>;
export type CommandOf<T extends FoundersCommand['type']> = Extract<FoundersCommand, { type: T }>;

/** Checks a command from outside (IPC, a stored log) and says what is wrong with it in a sentence. */
export function parseCommand(input: unknown): FoundersCommand | Violation {
  const parsed = foundersCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'the command';
    return `${where}: ${issue.message}`;
  });
  return refused('founders.malformed', { problems: problems.join('; ') });
}
